import {
  type TVideoSearchQuery,
  type TVideoSearchResult,
  VIDEO_SEARCH_COUNT_CAP,
} from '@newsroom/contract';
import { and, eq, gte, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client';
import { estimateRows } from '../../db/estimate-rows';
import { contentTags, videoProjectCounts, videoProjects } from '../../db/schema';
import { presentVideo, videoColumns } from './present-video';
import { prepareSearch, relevance, type TSearch, textCondition } from './search-text';

/** The search text of a query, its last word's completions looked up (search-text.ts). */
export const searchOf = async (db: TDbOrTx, query: TVideoSearchQuery) =>
  query.q ? await prepareSearch(db, query.q) : undefined;

/** The SQL conditions of a search, shared by the page and the bulk actions that act on "all". */
export function videoSearchConditions(
  db: TDbOrTx,
  query: TVideoSearchQuery,
  search: TSearch | undefined,
): SQL | undefined {
  const tagIds = [...(query.tag_ids ?? []), ...(query['tag_ids[]'] ?? [])];
  return and(
    search ? textCondition(search) : undefined,
    query.locale ? eq(videoProjects.locale, query.locale) : undefined,
    query.status ? eq(videoProjects.status, query.status) : undefined,
    query.from ? gte(videoProjects.publishedAt, new Date(query.from)) : undefined,
    query.to ? lte(videoProjects.publishedAt, new Date(query.to)) : undefined,
    query.region_id ? eq(videoProjects.regionId, query.region_id) : undefined,
    query.country_id ? eq(videoProjects.countryId, query.country_id) : undefined,
    tagIds.length
      ? inArray(
          videoProjects.id,
          db
            .select({ id: contentTags.contentId })
            .from(contentTags)
            .where(and(eq(contentTags.contentType, 'video'), inArray(contentTags.tagId, tagIds))),
        )
      : undefined,
  );
}

const v = videoProjects;
/**
 * Each sort written exactly as its index is ordered (drizzle-kit writes `DESC NULLS LAST`), or
 * the planner sorts instead of reading the index in order.
 */
const ORDER: Record<Exclude<TVideoSearchQuery['sort'], 'relevance'>, SQL[]> = {
  newest: [sql`${v.publishedAt} DESC NULLS LAST`, sql`${v.id} DESC NULLS LAST`],
  oldest: [sql`${v.publishedAt} ASC NULLS LAST`, sql`${v.id} ASC NULLS LAST`],
  trending: [sql`${v.trendingScore} DESC`, sql`${v.id} DESC`],
  views: [sql`${v.views} DESC`, sql`${v.id} DESC`],
};

/**
 * The same orders as expressions no index provides: with few matches the planner must collect
 * them from the GIN index and sort them, not walk a sort order's index testing every row (its
 * estimate for several words is often 4x too high, and a walk past 30,000 rows took 1.5 s).
 */
const SORTED: Record<keyof typeof ORDER, SQL[]> = {
  newest: [sql`${v.publishedAt} + interval '0' DESC NULLS LAST`, sql`${v.id} + 0 DESC`],
  oldest: [sql`${v.publishedAt} + interval '0' ASC NULLS LAST`, sql`${v.id} + 0 ASC`],
  trending: [sql`${v.trendingScore} + 0 DESC`, sql`${v.id} + 0 DESC`],
  views: [sql`${v.views} + 0 DESC`, sql`${v.id} + 0 DESC`],
};
/**
 * Below this many matches, sorting them all reads fewer rows than walking the sort order's index
 * until a page is found (about 15 x videos / matches rows): both about 4,000 at a million videos.
 */
const FEW_MATCHES = 4_000;

/** Relevance orders text matches by rank, newest first among equals; without a text it is newest. */
function orderOf(query: TVideoSearchQuery, search: TSearch | undefined, few: boolean): SQL[] {
  const orders = few ? SORTED : ORDER;
  if (query.sort !== 'relevance') return orders[query.sort];
  if (!search) return orders.newest;
  return [relevance(search), ...orders.newest];
}

/** Only locale and status are asked for: the counter table answers the count. */
const countedByCounters = (query: TVideoSearchQuery) =>
  !query.q &&
  !query.from &&
  !query.to &&
  !query.region_id &&
  !query.country_id &&
  !query.tag_ids?.length &&
  !query['tag_ids[]']?.length;

/** A text and nothing else: its estimate is one word's (or a prefix's words') share alone. */
const textOnly = (query: TVideoSearchQuery) =>
  Boolean(query.q) && !query.locale && !query.status && countedByCounters({ ...query, q: '' });

/**
 * A text-only search the statistics put at this many matches or more has far more than the cap
 * (a word's share is estimated within a few percent; a prefix's words are summed, at most a few
 * times their union), so it is "1,000+" without reading the first 1,001 of them.
 */
export const SURELY_CAPPED = VIDEO_SEARCH_COUNT_CAP * 10;

/**
 * The count of a list filtered by locale and status alone comes from the counters; any other
 * search counts up to VIDEO_SEARCH_COUNT_CAP + 1 matches (a broad word would otherwise count
 * hundreds of thousands on every page) unless `count=exact` asks for all of them.
 */
async function countOf(db: TDb, query: TVideoSearchQuery, where: SQL | undefined) {
  if (countedByCounters(query)) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${videoProjectCounts.n}), 0)::int` })
      .from(videoProjectCounts)
      .where(
        and(
          query.locale ? eq(videoProjectCounts.locale, query.locale) : undefined,
          query.status ? eq(videoProjectCounts.status, query.status) : undefined,
        ),
      );
    return { count: Number(row?.n ?? 0), capped: false };
  }
  if (query.count === 'exact') {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(videoProjects)
      .where(where);
    return { count: Number(row?.n ?? 0), capped: false };
  }
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(videoProjects)
    .where(where)
    .limit(VIDEO_SEARCH_COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  const n = Number(row?.n ?? 0);
  return n > VIDEO_SEARCH_COUNT_CAP
    ? { count: VIDEO_SEARCH_COUNT_CAP, capped: true }
    : { count: n, capped: false };
}

/** The page's rows in the order, read by primary key (`ids`: a subquery or the ids themselves). */
async function rowsOf(db: TDb, ids: number[] | SQLWrapper, order: SQL[]) {
  if (Array.isArray(ids) && ids.length === 0) return [];
  const rows = await db
    .select(videoColumns)
    .from(videoProjects)
    .where(inArray(videoProjects.id, ids))
    .orderBy(...order);
  return rows.map(presentVideo);
}

/**
 * Few matches expected: the page and the count come from one reading of them (they are all
 * sorted for the page anyway). A page past the end has no row to carry the count: it is counted.
 */
async function fewMatchesPage(
  db: TDb,
  query: TVideoSearchQuery,
  where: SQL | undefined,
  order: SQL[],
) {
  const page = await db
    .select({ id: videoProjects.id, total: sql<number>`count(*) over ()::int` })
    .from(videoProjects)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const total = page[0] ? Number(page[0].total) : (await countOf(db, query, where)).count;
  const capped = total > VIDEO_SEARCH_COUNT_CAP;
  const videos = await rowsOf(
    db,
    page.map((row) => row.id),
    order,
  );
  return { videos, count: capped ? VIDEO_SEARCH_COUNT_CAP : total, count_capped: capped };
}

/**
 * SPEC §7 video search: full text over external name, titles and descriptions (search-text.ts),
 * paged. The page's ids are read first (from the sort order's index alone where locale and
 * status are the only filters, even on page 1,000), then its rows by primary key; the count of a
 * list filtered by locale and status alone comes from `video_project_counts`. A text alone is
 * first estimated by the planner: a broad one is "1,000+" without counting, a narrow one is
 * paged and counted in one statement (docs/decisions.md, "Counting a broad word").
 */
export async function searchVideos(db: TDb, query: TVideoSearchQuery): Promise<TVideoSearchResult> {
  const search = await searchOf(db, query);
  const where = videoSearchConditions(db, query, search);
  const estimate =
    textOnly(query) && query.count !== 'exact'
      ? await estimateRows(db, videoProjects, where)
      : undefined;
  if (estimate !== undefined && estimate <= FEW_MATCHES) {
    return fewMatchesPage(db, query, where, orderOf(query, search, true));
  }
  const { count, capped } =
    estimate !== undefined && estimate >= SURELY_CAPPED
      ? { count: VIDEO_SEARCH_COUNT_CAP, capped: true }
      : await countOf(db, query, where);
  const order = orderOf(query, search, Boolean(search) && !capped && count <= FEW_MATCHES);
  const pageIds = db
    .select({ id: videoProjects.id })
    .from(videoProjects)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const videos = await rowsOf(db, pageIds, order);
  return { videos, count, count_capped: capped };
}
