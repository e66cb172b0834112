import { z } from 'zod';

/** `?before_id=` pages back from the last entry seen. */
export const ZHistoryQuery = z.strictObject({
  before_id: z.coerce.number().int().positive().optional(),
});
export type THistoryQuery = z.infer<typeof ZHistoryQuery>;

/** One change of a record: who, when, what it was before and after (SPEC §7 history). */
export const ZHistoryEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  created_at: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

/**
 * The one history answer of every area (tags, dashboard tags, live events, ...): a page of
 * entries and the `before_id` of the next page, null on the last.
 */
export const ZHistoryList = z.object({
  history: z.array(ZHistoryEntry),
  next_before_id: z.number().int().nullable(),
});
export type THistoryList = z.infer<typeof ZHistoryList>;
