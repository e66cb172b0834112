import type { z } from 'zod';
import { ZVideoBulkAction } from './videos';

/**
 * A CSV export of a selection takes exactly the selection part of a bulk action
 * (selection, search query, expected_count) and answers 409 count_mismatch the same way.
 */
export const ZVideoExport = ZVideoBulkAction.pick({
  selection: true,
  query: true,
  expected_count: true,
});
export type TVideoExport = z.infer<typeof ZVideoExport>;
