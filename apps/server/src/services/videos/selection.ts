import type { TVideoBulkAction, TVideoSearchQuery } from '@newsroom/contract';
import { and, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { videoProjects } from '../../db/schema';
import { assertSelectionCount as assertSharedCount } from '../../lib/selection';
import { searchOf, videoSearchConditions } from './search-videos';

type TSelectionInput = Pick<TVideoBulkAction, 'selection' | 'query' | 'expected_count'>;

function selectionCondition(selection: TVideoBulkAction['selection']) {
  if (selection.mode === 'external_name_in')
    return inArray(videoProjects.externalName, selection.external_names);
  if (selection.mode === 'external_name_not_in' && selection.external_names.length) {
    return notInArray(videoProjects.externalName, selection.external_names);
  }
  return undefined;
}

/** The videos a selection holds within the search the admin saw (bulk actions and exports). */
export async function selectionWhere(
  db: TDbOrTx,
  input: TSelectionInput,
): Promise<SQL | undefined> {
  const query = input.query as TVideoSearchQuery;
  return and(
    videoSearchConditions(db, query, await searchOf(db, query)),
    selectionCondition(input.selection),
  );
}

/** Nothing is done when the selection no longer holds what the admin was shown. */
export function assertSelectionCount(found: number, input: TSelectionInput) {
  assertSharedCount(found, input.expected_count, 'videos');
}
