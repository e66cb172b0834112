import { STREAM_TARGET_LABELS } from '@newsroom/contract';

/** The readable name of a stream target switch (`facebook.api` -> Facebook API). */
export const targetLabel = (name: string) =>
  (STREAM_TARGET_LABELS as Record<string, string>)[name] ?? name;
