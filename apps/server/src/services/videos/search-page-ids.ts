import type { TVideoSearchQuery } from '@newsroom/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { videoProjectCounts, videoProjects, videoSearchVersion } from '../../db/schema';

/**
 * Each sort written exactly as its index is ordered (drizzle-kit writes `DESC NULLS LAST`), with
 * unqualified names so it reads the same on video_projects and on the `matches` set below.
 */
const ORDER: Record<TVideoSearchQuery['sort'], { keys: string[]; by: string }> = {
  newest: { keys: ['published_at'], by: 'published_at DESC NULLS LAST, id DESC NULLS LAST' },
  oldest: { keys: ['published_at'], by: 'published_at ASC NULLS LAST, id ASC NULLS LAST' },
  trending: { keys: ['trending_score'], by: 'trending_score DESC, id DESC' },
  views: { keys: ['views'], by: 'views DESC, id DESC' },
};

/** Only locale and status are asked for: the counter table answers the count. */
export const countedByCounters = (query: TVideoSearchQuery) =>
  !query.q &&
  !query.from &&
  !query.to &&
  !query.region_id &&
  !query.country_id &&
  !query.tag_ids?.length &&
  !query['tag_ids[]']?.length;

export type TSearchPage = { ids: number[]; count: number };

/**
 * The ids of one page and the exact count of all matches, in one statement
 * (one snapshot, one round trip):
 * - filters on locale and status only: the count is the sum of the
 *   `video_project_counts` rows, and the page an index-only scan of the sort
 *   order's index, so page 1,000 skips 14,985 index entries, not rows;
 * - any other search: the matches (id and sort key) are read once, through
 *   the trigram or another index, then counted and sorted for the page.
 * The rows of the page are fetched by id afterwards.
 */
export async function searchPageIds(
  db: TDbOrTx,
  query: TVideoSearchQuery,
  where: SQL | undefined,
): Promise<TSearchPage> {
  const order = ORDER[query.sort];
  const limit = sql`LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`;
  const by = sql.raw(order.by);
  let statement: SQL;
  if (countedByCounters(query)) {
    const counted = and(
      query.locale ? eq(videoProjectCounts.locale, query.locale) : undefined,
      query.status ? eq(videoProjectCounts.status, query.status) : undefined,
    );
    statement = sql`SELECT
      (SELECT coalesce(sum(${videoProjectCounts.n}), 0) FROM ${videoProjectCounts}
        ${counted ? sql`WHERE ${counted}` : sql``}) AS count,
      array(SELECT id FROM ${videoProjects} ${where ? sql`WHERE ${where}` : sql``}
        ORDER BY ${by} ${limit}) AS ids`;
  } else {
    const keys = sql.raw(order.keys.join(', '));
    statement = sql`WITH matches AS (
        SELECT id, ${keys} FROM ${videoProjects} ${where ? sql`WHERE ${where}` : sql``})
      SELECT (SELECT count(*) FROM matches) AS count,
        array(SELECT id FROM matches ORDER BY ${by} ${limit}) AS ids`;
  }
  const result = await db.execute(statement);
  const [row] = (result as unknown as { rows: { count: string | number; ids: number[] }[] }).rows;
  return { ids: row?.ids ?? [], count: Number(row?.count ?? 0) };
}

export type TMatchedIds = { version: number; count: number; ids: number[] };

/**
 * For the cache: the exact count, the first `limit` matching ids in the search's order and the
 * write version, all from one snapshot, so the answer is exactly the data as of that version.
 */
export async function matchedIds(
  db: TDbOrTx,
  query: TVideoSearchQuery,
  where: SQL | undefined,
  limit: number,
): Promise<TMatchedIds> {
  const order = ORDER[query.sort];
  const keys = sql.raw(order.keys.join(', '));
  const result = await db.execute(sql`WITH matches AS (
      SELECT id, ${keys} FROM ${videoProjects} ${where ? sql`WHERE ${where}` : sql``})
    SELECT (SELECT ${videoSearchVersion.n} FROM ${videoSearchVersion} WHERE ${videoSearchVersion.id} = 1) AS version,
      (SELECT count(*) FROM matches) AS count,
      array(SELECT id FROM matches ORDER BY ${sql.raw(order.by)} LIMIT ${limit}) AS ids`);
  const [row] = (
    result as unknown as { rows: { version: unknown; count: unknown; ids: number[] }[] }
  ).rows;
  return {
    version: Number(row?.version ?? -1),
    count: Number(row?.count ?? 0),
    ids: row?.ids ?? [],
  };
}

/** The write version now (one primary-key read); -1 if the row is missing. */
export async function searchVersion(db: TDbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: videoSearchVersion.n })
    .from(videoSearchVersion)
    .where(eq(videoSearchVersion.id, 1));
  return row ? Number(row.n) : -1;
}
