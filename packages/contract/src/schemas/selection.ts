import { z } from 'zod';
import { INT32_MAX, ZId } from './bounds';

/**
 * A list selection by id, as the list screens keep it: nothing, everything the search finds,
 * only the listed ids, or everything the search finds except them.
 */
export const SELECTION_MODES = ['none', 'all', 'included', 'excluded'] as const;
export type TSelectionMode = (typeof SELECTION_MODES)[number];

export const ZIdSelection = z.strictObject({
  mode: z.enum(SELECTION_MODES),
  ids: z.array(ZId).max(10_000).default([]),
});
export type TIdSelection = z.infer<typeof ZIdSelection>;

/** How many the screen said were selected; the server answers 409 count_mismatch otherwise. */
export const ZExpectedCount = z.number().int().min(0).max(INT32_MAX);
