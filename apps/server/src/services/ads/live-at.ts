import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Active and inside its window at `now` (either end may be open): the SQL twin of
 * `adStateAt(...) === 'live'` in the contract, for banners and alerts alike.
 */
export function liveAt(
  table: { active: PgColumn; startsAt: PgColumn; endsAt: PgColumn },
  now: Date,
): SQL | undefined {
  return and(
    eq(table.active, true),
    or(isNull(table.startsAt), lte(table.startsAt, now)),
    or(isNull(table.endsAt), gt(table.endsAt, now)),
  );
}
