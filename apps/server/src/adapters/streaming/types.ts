import type { TStreamingSource } from '@newsroom/contract';

export type TTargetState = 'idle' | 'starting' | 'broadcasting' | 'errored';

/** One stream target of one live event (`youtube`, `custom_rtmp.full_hd`, ...). */
export type TTargetRef = { eventId: number; target: string };

/** Figures a target broadcasts with; uptime only when the engine reports one. */
export type TTargetFigures = { bitrateIn: number; bitrateOut: number; uptimeSeconds?: number };

/** Where the engine has a target now. */
export type TTargetReading = {
  target: string;
  state: TTargetState;
  message?: string;
  figures?: TTargetFigures;
};

export type TTranscoderTemplate = { name: string; template: string };

/** What the engine answered when it failed: the message goes into the target logs. */
export class StreamingError extends Error {}

/**
 * What the live-event services ask of a streaming engine. Calls that fail throw
 * StreamingError (the caller marks the target errored); `readTargets` never throws,
 * it reports a failure as errored readings.
 */
export interface StreamingAdapter {
  readonly source: TStreamingSource;
  /** Asks the engine to push the target; answers the state it is in afterwards. */
  startTarget(ref: TTargetRef): Promise<'starting' | 'broadcasting'>;
  /** Stops pushing; the target can be started again. */
  stopTarget(ref: TTargetRef): Promise<void>;
  /** The target was switched off for good: the engine may forget it. */
  removeTarget(ref: TTargetRef): Promise<void>;
  /** Health of the given targets of one event (those not idle). */
  readTargets(
    eventId: number,
    targets: { target: string; state: string }[],
  ): Promise<TTargetReading[]>;
  listTemplates(): Promise<TTranscoderTemplate[]>;
  /**
   * Before an event's targets start: the engine transcodes the event's stream with the Wowza
   * template its transcoder profile maps to; null (no profile) drops what an earlier start set.
   */
  useTemplate(eventId: number, template: string | null): Promise<void>;
}
