import { z } from 'zod';
import { TARGET_LOG_PAGE_SIZE, TARGET_LOG_STATES } from '../constants';
import { ZDateTime, ZIdText } from './bounds';
import { ZPage, ZPerPage } from './common';
import { STREAM_TARGET_KEYS } from './stream-targets';

/** Filters of the target logs; `from`/`to` bound the moment of the change (to must follow from). */
export const ZTargetLogFilter = z.strictObject({
  event_id: ZIdText.optional(),
  platform: z.enum(STREAM_TARGET_KEYS).optional(),
  state: z.enum(TARGET_LOG_STATES).optional(),
  from: ZDateTime.optional(),
  to: ZDateTime.optional(),
});
export type TTargetLogFilter = z.infer<typeof ZTargetLogFilter>;

export const ZTargetLogQuery = ZTargetLogFilter.extend({
  page: ZPage,
  per_page: ZPerPage(TARGET_LOG_PAGE_SIZE),
});
export type TTargetLogQuery = z.infer<typeof ZTargetLogQuery>;

const ZLoggedEvent = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

/** One state change or error of one stream target of one live event. */
export const ZTargetLogEntry = z.object({
  id: z.number().int(),
  event: ZLoggedEvent,
  platform: z.string(),
  from_state: z.string().nullable(),
  to_state: z.string(),
  message: z.string().nullable(),
  at: z.string(),
});
export type TTargetLogEntry = z.infer<typeof ZTargetLogEntry>;

export const ZTargetLogPage = z.object({ logs: z.array(ZTargetLogEntry), count: z.number().int() });
export type TTargetLogPage = z.infer<typeof ZTargetLogPage>;

/** The events that have target logs, for the event filter: searchable by title, newest first. */
export const ZTargetLogEventsQuery = z.strictObject({ q: z.string().max(200).optional() });
export const ZTargetLogEvents = z.object({
  events: z.array(ZLoggedEvent.extend({ start_at: z.string(), status: z.string() })),
});
export type TTargetLogEvents = z.infer<typeof ZTargetLogEvents>;

/** One stretch of time a target spent in one state. */
export const ZTargetSegment = z.object({ state: z.string(), from: z.string(), to: z.string() });

/**
 * Per event: each target's states over the event's streaming window (its first logged change
 * to its last, or to now while the event is on air) and the share of that window it was
 * broadcasting.
 */
export const ZTargetTimeline = z.object({
  event: ZLoggedEvent.extend({ status: z.string() }),
  from: z.string().nullable(),
  to: z.string().nullable(),
  targets: z.array(
    z.object({
      platform: z.string(),
      segments: z.array(ZTargetSegment),
      broadcasting_seconds: z.number().int(),
      uptime_share: z.number(),
    }),
  ),
});
export type TTargetTimeline = z.infer<typeof ZTargetTimeline>;
