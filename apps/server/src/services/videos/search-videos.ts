import type { TVideo, TVideoSearchQuery, TVideoSearchResult } from '@newsroom/contract';
import { and, asc, count, desc, eq, gte, inArray, like, lte, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentTags, videoProjects } from '../../db/schema';

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

const ORDER: Record<TVideoSearchQuery['sort'], SQL[]> = {
  newest: [sql`${videoProjects.publishedAt} desc nulls last`, desc(videoProjects.id)],
  oldest: [sql`${videoProjects.publishedAt} asc nulls last`, asc(videoProjects.id)],
  trending: [desc(videoProjects.trendingScore), desc(videoProjects.id)],
  views: [desc(videoProjects.views), desc(videoProjects.id)],
};

/** The SQL conditions of a search, shared by the page and the bulk actions that act on "all". */
export function videoSearchConditions(db: TDbOrTx, query: TVideoSearchQuery): SQL | undefined {
  const tagIds = [...(query.tag_ids ?? []), ...(query['tag_ids[]'] ?? [])];
  return and(
    query.q ? like(videoProjects.searchText, likePattern(query.q)) : undefined,
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

/** SPEC §7 video search: external name, title and description, case-insensitive, paged. */
export async function searchVideos(
  db: TDbOrTx,
  query: TVideoSearchQuery,
): Promise<TVideoSearchResult> {
  const where = videoSearchConditions(db, query);
  const rows = await db
    .select()
    .from(videoProjects)
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(videoProjects).where(where);
  return { videos: rows.map(presentVideo), count: total?.n ?? 0 };
}
