import type { TVideoSearchQuery, TVideoSearchResult } from '@newsroom/contract';
import { and, eq, gte, inArray, like, lte, type SQL, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client';
import { contentTags, videoProjectCounts, videoProjects } from '../../db/schema';
import { presentVideo } from './present-video';

/** `%` and `_` typed by an editor are searched for, not used as wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A phrase is looked up in the trigram index by its (up to) three longest words
 * and then matched whole: given the whole phrase, the index would also read the
 * posting lists of trigrams such as " in" that nearly every video holds (about
 * 5x slower over a million videos). A single word is looked up as it is.
 */
function textCondition(q: string): SQL | undefined {
  const text = q.toLowerCase();
  const words = [...new Set(text.split(/\s+/).filter((word) => word.length >= 3))]
    .sort((a, b) => b.length - a.length)
    .slice(0, 3);
  if (words.length === 0 || (words.length === 1 && words[0] === text)) {
    return like(videoProjects.searchText, likePattern(text));
  }
  return and(
    ...words.map((word) => like(videoProjects.searchText, likePattern(word))),
    sql`strpos(${videoProjects.searchText}, ${text}) > 0`,
  );
}

/** The SQL conditions of a search, shared by the page and the bulk actions that act on "all". */
export function videoSearchConditions(db: TDbOrTx, query: TVideoSearchQuery): SQL | undefined {
  const tagIds = [...(query.tag_ids ?? []), ...(query['tag_ids[]'] ?? [])];
  return and(
    query.q ? textCondition(query.q) : undefined,
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
const ORDER: Record<TVideoSearchQuery['sort'], SQL[]> = {
  newest: [sql`${v.publishedAt} DESC NULLS LAST`, sql`${v.id} DESC NULLS LAST`],
  oldest: [sql`${v.publishedAt} ASC NULLS LAST`, sql`${v.id} ASC NULLS LAST`],
  trending: [sql`${v.trendingScore} DESC`, sql`${v.id} DESC`],
  views: [sql`${v.views} DESC`, sql`${v.id} DESC`],
};

/** Only locale and status are asked for: the counter table answers the count. */
const countedByCounters = (query: TVideoSearchQuery) =>
  !query.q &&
  !query.from &&
  !query.to &&
  !query.region_id &&
  !query.country_id &&
  !query.tag_ids?.length &&
  !query['tag_ids[]']?.length;

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
    return Number(row?.n ?? 0);
  }
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(videoProjects).where(where);
  return Number(row?.n ?? 0);
}

/**
 * SPEC §7 video search: external name, title and description, paged. The page's ids are read
 * first (from the sort order's index alone where locale and status are the only filters, even
 * on page 1,000), then its rows by primary key; the count of a list filtered by locale and
 * status alone comes from `video_project_counts`.
 */
export async function searchVideos(db: TDb, query: TVideoSearchQuery): Promise<TVideoSearchResult> {
  const where = videoSearchConditions(db, query);
  const order = ORDER[query.sort];
  const count = await countOf(db, query, where);
  const pageIds = db
    .select({ id: videoProjects.id })
    .from(videoProjects)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const rows = await db
    .select()
    .from(videoProjects)
    .where(inArray(videoProjects.id, pageIds))
    .orderBy(...order);
  return { videos: rows.map(presentVideo), count };
}
