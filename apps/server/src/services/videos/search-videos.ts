import type { TVideo, TVideoSearchQuery } from '@newsroom/contract';
import { and, eq, gte, inArray, like, lte, type SQL, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../db/client';
import { contentTags, videoProjects } from '../../db/schema';
import { cachedPage } from './search-cache';
import { countedByCounters, countedPage, scannedPage, type TSearchPage } from './search-statements';

type TVideoRow = typeof videoProjects.$inferSelect;

export function presentVideo(row: TVideoRow): TVideo {
  return {
    id: row.id,
    external_name: row.externalName,
    locale: row.locale,
    title: row.title,
    description: row.description,
    status: row.status as TVideo['status'],
    duration_seconds: row.durationSeconds,
    published_at: row.publishedAt?.toISOString() ?? null,
    region_id: row.regionId ?? -1,
    country_id: row.countryId ?? -1,
    price: Number(row.price),
    currency: row.currency,
    thumbnail_url: row.thumbnailUrl,
    views: row.views,
    downloads: row.downloads,
    trending_score: row.trendingScore,
    version: row.version,
  };
}

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

/** From this offset on (page 101 at 15 a page) the plain list is paged from the cache too. */
const COUNTED_OFFSET_LIMIT = 1_500;

/**
 * SPEC §7 video search: external name, title and description, case-insensitive, paged. Answers
 * the count and the page's videos as JSON text (video-json-sql.ts), for the route to pass on.
 * The list filtered by locale and status alone is one cheap statement for its first pages; with
 * `cache`, every other search is scanned once per write version (search-cache.ts).
 */
export async function searchVideos(
  db: TDb,
  query: TVideoSearchQuery,
  options: { cache: boolean } = { cache: false },
): Promise<TSearchPage> {
  const counted = countedByCounters(query);
  const plain = () =>
    counted ? countedPage(db, query) : scannedPage(db, query, videoSearchConditions(db, query));
  if (!options.cache || (counted && (query.page - 1) * query.per_page < COUNTED_OFFSET_LIMIT)) {
    return plain();
  }
  return cachedPage(db, query, { where: () => videoSearchConditions(db, query), scan: plain });
}
