import type { TDashboardTagListQuery, TTagList, TTagListQuery } from '@newsroom/contract';
import { and, asc, count, eq, ilike, isNotNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { tags } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { presentedTagColumns, presentTag } from './present-tag';
import { positionOf } from './tag-order';

/** ILIKE pattern for "contains q", with the wildcards of q taken literally. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const nameMatches = (q: string | undefined) =>
  q ? ilike(tags.name, containsPattern(q)) : undefined;
const inOrder = [asc(tags.sortKey), asc(tags.id)];

/** One page of a locale's tags in order, and how many match in all. */
export async function listTags(db: TDbOrTx, query: TTagListQuery): Promise<TTagList> {
  const where = and(eq(tags.locale, query.locale), nameMatches(query.q));
  const offset = (query.page - 1) * query.per_page;
  const [total] = await db.select({ n: count() }).from(tags).where(where);
  if (!query.q) {
    // Unfiltered, the page's place in the order gives the positions.
    const rows = await db
      .select(presentedTagColumns)
      .from(tags)
      .where(where)
      .orderBy(...inOrder)
      .limit(query.per_page)
      .offset(offset);
    return { tags: rows.map((row, i) => presentTag(row, offset + i + 1)), count: total?.n ?? 0 };
  }
  // Searched, each found tag's rank in the whole locale is counted.
  const rows = await db
    .select({ row: presentedTagColumns, position: positionOf })
    .from(tags)
    .where(where)
    .orderBy(...inOrder)
    .limit(query.per_page)
    .offset(offset);
  return { tags: rows.map(({ row, position }) => presentTag(row, position)), count: total?.n ?? 0 };
}

/** The locale's dashboard tags in dashboard order (a short list, not paged). */
export async function listDashboardTags(
  db: TDbOrTx,
  query: TDashboardTagListQuery,
): Promise<TTagList> {
  const rows = await db
    .select({ row: presentedTagColumns, position: positionOf })
    .from(tags)
    .where(
      and(eq(tags.locale, query.locale), isNotNull(tags.dashboardPosition), nameMatches(query.q)),
    )
    .orderBy(asc(tags.dashboardPosition));
  return { tags: rows.map(({ row, position }) => presentTag(row, position)), count: rows.length };
}

export async function findTag(db: TDbOrTx, id: number) {
  const [found] = await db
    .select({ row: presentedTagColumns, position: positionOf })
    .from(tags)
    .where(eq(tags.id, id));
  if (!found) throw notFound();
  return presentTag(found.row, found.position);
}
