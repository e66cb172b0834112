import { canAccess, type TAccessSubject } from './policy';

/**
 * Fields of a live event that only groups passing `notTranslatorOrSeo` may change (SPEC §6's
 * inverted "translator with seo_admin" check): the schedule, the stream and the paid access.
 * The server refuses a change that names one of them; the form leaves them out and shows them
 * read-only for the others.
 */
export const LIVE_EVENT_CORE_FIELDS = [
  'start_at',
  'duration',
  'durationTime',
  'status',
  'quality',
  'stream_to',
  'transcoder_id',
  'limit_type',
  'free_access',
  'clients_only',
  'slug',
] as const;

export type TLiveEventCoreField = (typeof LIVE_EVENT_CORE_FIELDS)[number];

export function mayChangeLiveEventCore(subject: TAccessSubject | null | undefined): boolean {
  return canAccess(subject, 'notTranslatorOrSeo');
}

/** The part of an event change this admin may send: core fields dropped for the others. */
export function liveEventChangeFor<T extends Record<string, unknown>>(
  subject: TAccessSubject | null | undefined,
  change: T,
): Partial<T> {
  if (mayChangeLiveEventCore(subject)) return change;
  const core = new Set<string>(LIVE_EVENT_CORE_FIELDS);
  return Object.fromEntries(Object.entries(change).filter(([key]) => !core.has(key))) as Partial<T>;
}
