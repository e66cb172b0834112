import type { TVideo, TVideoSearchQuery, TVideoSearchResult } from '@newsroom/contract';
import { and, eq, gte, inArray, like, lte, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentTags, videoProjects } from '../../db/schema';
import { cachedPageIds } from './search-cache';
import { countedByCounters, searchPageIds } from './search-page-ids';

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

/**
 * SPEC §7 video search: external name, title and description, case-insensitive, paged.
 * With `cache`, a filtered search is scanned once per write version (search-cache.ts); the list
 * filtered by locale and status alone is cheap without it.
 */
export async function searchVideos(
  db: TDbOrTx,
  query: TVideoSearchQuery,
  options: { cache: boolean } = { cache: false },
): Promise<TVideoSearchResult> {
  const where = videoSearchConditions(db, query);
  const { ids, count } =
    options.cache && !countedByCounters(query)
      ? await cachedPageIds(db, query, where)
      : await searchPageIds(db, query, where);
  if (ids.length === 0) return { videos: [], count };
  const rows = await db.select().from(videoProjects).where(inArray(videoProjects.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const videos = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentVideo(row)] : [];
  });
  return { videos, count };
}
