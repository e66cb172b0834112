import type { TIdSelection } from '@newsroom/contract';
import { inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { HttpError } from './http-error';

/** The rows a selection by id holds within a search (undefined: the whole search). */
export function idSelectionCondition(column: PgColumn, selection: TIdSelection): SQL | undefined {
  switch (selection.mode) {
    case 'none':
      return sql`false`;
    case 'all':
      return undefined;
    case 'included':
      return selection.ids.length ? inArray(column, selection.ids) : sql`false`;
    case 'excluded':
      return selection.ids.length ? notInArray(column, selection.ids) : undefined;
  }
}

/**
 * A bulk action or export does nothing when the selection no longer holds what the admin was
 * shown: 409 count_mismatch, the same for every list.
 */
export function assertSelectionCount(found: number, expected: number, noun: string) {
  if (found === expected) return;
  throw new HttpError(
    409,
    'count_mismatch',
    'expected_count',
    `The selection now holds ${found} ${noun}, not ${expected}: search again and retry.`,
  );
}
