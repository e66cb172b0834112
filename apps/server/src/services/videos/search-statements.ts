import type { TVideoSearchQuery } from '@newsroom/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client';
import { rawQuery, type TRawStatement } from '../../db/raw-query';
import { videosJsonOf } from './video-json-sql';

/**
 * Each sort written exactly as its index is ordered (drizzle-kit writes `DESC NULLS LAST`), with
 * unqualified names so it reads the same on video_projects and on the `matches` set below. `key`
 * is the sort column as an exact float8 (microseconds for times) for the cache's own ordering.
 */
const ORDER: Record<TVideoSearchQuery['sort'], { keys: string; by: string; key: string }> = {
  newest: {
    keys: 'published_at',
    by: 'published_at DESC NULLS LAST, id DESC NULLS LAST',
    key: '(extract(epoch FROM published_at) * 1000000)::float8',
  },
  oldest: {
    keys: 'published_at',
    by: 'published_at ASC NULLS LAST, id ASC NULLS LAST',
    key: '(extract(epoch FROM published_at) * 1000000)::float8',
  },
  trending: { keys: 'trending_score', by: 'trending_score DESC, id DESC', key: 'trending_score' },
  views: { keys: 'views', by: 'views DESC, id DESC', key: 'views::float8' },
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

/** One page of a search: the exact count of all matches and the page's videos as JSON text. */
export type TSearchPage = { count: number; videos: string };

type TPageRow = { count: number | string; videos: string };
const toPage = (row: TPageRow | undefined): TSearchPage => ({
  count: Number(row?.count ?? 0),
  videos: row?.videos ?? '[]',
});

const offsetOf = (query: TVideoSearchQuery) => (query.page - 1) * query.per_page;

const countedTexts = new Map<string, string>();

/**
 * The list filtered by locale and/or status alone, as one prepared statement: the count is the
 * sum of the `video_project_counts` rows, the page an index-only scan of the sort order's index
 * (locale and status are stored in it), then its 15 rows by primary key.
 */
export async function countedPage(db: TDb, query: TVideoSearchQuery): Promise<TSearchPage> {
  const filters = [
    ['locale', query.locale],
    ['status', query.status],
  ].filter((filter): filter is [string, string] => Boolean(filter[1]));
  const name = `video_search_counted_${query.sort}_${filters.map(([column]) => column).join('_') || 'all'}`;
  let text = countedTexts.get(name);
  if (!text) {
    const where = filters.length
      ? `WHERE ${filters.map(([column], i) => `${column} = $${i + 1}`).join(' AND ')}`
      : '';
    const limit = `LIMIT $${filters.length + 1} OFFSET $${filters.length + 2}`;
    text = `SELECT (SELECT coalesce(sum(n), 0)::int FROM video_project_counts ${where}) AS count,
      ${videosJsonOf(`array(SELECT id FROM video_projects ${where} ORDER BY ${ORDER[query.sort].by} ${limit})`)} AS videos`;
    countedTexts.set(name, text);
  }
  const values = [...filters.map(([, value]) => value), query.per_page, offsetOf(query)];
  return toPage((await rawQuery<TPageRow>(db, { name, text, values }))[0]);
}

/**
 * Any other search in one statement (one snapshot, one round trip): the matches (id and sort
 * key) are read once, through the trigram or another index, then counted and sorted for the page.
 */
export async function scannedPage(
  db: TDbOrTx,
  query: TVideoSearchQuery,
  where: SQL | undefined,
): Promise<TSearchPage> {
  const order = ORDER[query.sort];
  // Whole numbers checked by the query schema, written into the text like the sort order.
  const page = `array(SELECT id FROM matches ORDER BY ${order.by}
    LIMIT ${Math.trunc(query.per_page)} OFFSET ${Math.trunc(offsetOf(query))})`;
  const result = await db.execute(sql`WITH matches AS (
      SELECT id, ${sql.raw(order.keys)} FROM video_projects ${where ? sql`WHERE ${where}` : sql``})
    SELECT (SELECT count(*)::int FROM matches) AS count, ${sql.raw(videosJsonOf(page))} AS videos`);
  return toPage((result as unknown as { rows: TPageRow[] }).rows[0]);
}

export type TMatchedIds = {
  version: number;
  count: number;
  ids: number[];
  keys: (number | null)[];
};

const VERSION = '(SELECT n FROM video_search_version WHERE id = 1)';
const CHANGES_FROM = '(SELECT changes_from FROM video_search_version WHERE id = 1)';

type TIdsRow = {
  version: unknown;
  count: unknown;
  ids: number[] | null;
  keys: (number | null)[] | null;
};

/**
 * For the cache: the exact count, the first `limit` matching ids in the search's order with their
 * sort keys, and the write version, all from one snapshot, so the answer is exactly the data as
 * of that version. A search by locale and status alone is counted by the counters and read from
 * its index.
 */
export async function matchedIds(
  db: TDbOrTx,
  query: TVideoSearchQuery,
  where: SQL | undefined,
  limit: number,
): Promise<TMatchedIds> {
  const order = ORDER[query.sort];
  const filter = where ? sql`WHERE ${where}` : sql``;
  const page = (from: SQL) =>
    sql`(SELECT id, ${sql.raw(order.key)} AS k FROM ${from} ORDER BY ${sql.raw(order.by)} LIMIT ${limit})`;
  const statement = countedByCounters(query)
    ? sql`WITH first AS MATERIALIZED ${page(sql`video_projects ${filter}`)}
      SELECT ${sql.raw(VERSION)} AS version,
        (SELECT coalesce(sum(n), 0)::int FROM video_project_counts
          WHERE ${query.locale ? sql`locale = ${query.locale}` : sql`true`}
            AND ${query.status ? sql`status = ${query.status}` : sql`true`}) AS count,
        (SELECT array_agg(id) FROM first) AS ids, (SELECT array_agg(k) FROM first) AS keys`
    : sql`WITH matches AS (SELECT id, ${sql.raw(order.keys)} FROM video_projects ${filter}),
        first AS MATERIALIZED ${page(sql`matches`)}
      SELECT ${sql.raw(VERSION)} AS version,
        (SELECT count(*)::int FROM matches) AS count,
        (SELECT array_agg(id) FROM first) AS ids, (SELECT array_agg(k) FROM first) AS keys`;
  const result = await db.execute(statement);
  return toMatched((result as unknown as { rows: TIdsRow[] }).rows[0]);
}

const toMatched = (row: TIdsRow | undefined): TMatchedIds => ({
  version: Number(row?.version ?? -1),
  count: Number(row?.count ?? 0),
  ids: row?.ids ?? [],
  keys: row?.keys ?? [],
});

export type TSearchChanges = {
  version: number;
  changesFrom: number;
  /** Every video written since, or null when there were too many to re-check one by one. */
  changed: number[] | null;
  ids: number[];
  keys: (number | null)[];
};

/**
 * What changed for a cached search since `since`, in one snapshot: the videos written since
 * (`video_search_changes`), and which of them match the search now, in order with their keys.
 */
export async function searchChanges(
  db: TDbOrTx,
  query: TVideoSearchQuery,
  where: SQL | undefined,
  since: number,
  most: number,
): Promise<TSearchChanges> {
  const order = ORDER[query.sort];
  const result = await db.execute(sql`WITH changed AS MATERIALIZED (
        SELECT DISTINCT video_id FROM video_search_changes WHERE version > ${since} LIMIT ${most + 1}),
      first AS MATERIALIZED (
        SELECT id, ${sql.raw(order.key)} AS k FROM video_projects
        WHERE (SELECT count(*) FROM changed) <= ${most}
          AND id IN (SELECT video_id FROM changed) ${where ? sql`AND ${where}` : sql``}
        ORDER BY ${sql.raw(order.by)})
    SELECT ${sql.raw(VERSION)} AS version, ${sql.raw(CHANGES_FROM)} AS changes_from,
      array(SELECT video_id FROM changed) AS changed,
      (SELECT array_agg(id) FROM first) AS ids, (SELECT array_agg(k) FROM first) AS keys`);
  const row = (
    result as unknown as {
      rows: (Omit<TIdsRow, 'count'> & { changes_from: unknown; changed: number[] })[];
    }
  ).rows[0];
  const changed = row?.changed ?? [];
  return {
    version: Number(row?.version ?? -1),
    changesFrom: Number(row?.changes_from ?? Number.POSITIVE_INFINITY),
    // 0 stands for every video (a truncate).
    changed: changed.length > most || changed.includes(0) ? null : changed,
    ids: row?.ids ?? [],
    keys: row?.keys ?? [],
  };
}

const PAGE_OF_IDS: Omit<TRawStatement, 'values'> = {
  name: 'video_search_page_of_ids',
  text: `SELECT ${VERSION} AS version, ${videosJsonOf('$1::int[]')} AS videos`,
};

/**
 * A cached page: its videos by id together with the write version, in one statement and one
 * snapshot, so the caller keeps the answer only if the version is still the cached one.
 */
export async function pageOfIds(
  db: TDb,
  ids: number[],
): Promise<{ version: number; videos: string }> {
  const [row] = await rawQuery<{ version: unknown; videos: string }>(db, {
    ...PAGE_OF_IDS,
    values: [ids],
  });
  return { version: row ? Number(row.version) : -1, videos: row?.videos ?? '[]' };
}
