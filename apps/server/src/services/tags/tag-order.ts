import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { tags } from '../../db/schema';
import * as order from '../ordering';
import type { TTagRow } from './present-tag';

/**
 * A locale's tags are one ordered list (services/ordering/sort-keys.ts): sort keys with
 * gaps, the 1-based position being the rank by (sort_key, id).
 */
export { RESPACE_RADIUS, SORT_STEP } from '../ordering';

export const tagList = (locale: string): order.TOrderedList => ({
  table: tags,
  id: tags.id,
  sortKey: tags.sortKey,
  scope: eq(tags.locale, locale),
  lockKey: `tags:${locale}`,
});

/**
 * Rank of the outer `tags` row in its locale, for use inside a select over
 * `tags` (written out in full: Drizzle leaves single-table columns unqualified).
 */
export const positionOf = sql<number>`(
  select count(*) from tags as t2
  where t2.locale = "tags"."locale" and (t2.sort_key, t2.id) <= ("tags"."sort_key", "tags"."id")
)::int`;

export const rankOf = (db: TDbOrTx, row: TTagRow) => order.rankIn(db, tagList(row.locale), row);

/** The key after the locale's last tag (a new tag goes last). */
export const keyAfterLast = (db: TDbOrTx, locale: string) =>
  order.keyAfterLast(db, tagList(locale));

/** Gives `row` the key of 1-based `position` in its locale (422 beyond N). */
export const placeAt = (db: TDbOrTx, row: TTagRow, position: number) =>
  order.placeAt(db, tagList(row.locale), row, position);
