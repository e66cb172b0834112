import type { TVideo } from '@newsroom/contract';
import { getTableColumns } from 'drizzle-orm';
import { videoProjects } from '../../db/schema';

type TVideoRow = Omit<typeof videoProjects.$inferSelect, 'searchVector'>;

/** Every column a video is presented from: not the search document, which can be large. */
const { searchVector: _document, ...videoColumns } = getTableColumns(videoProjects);
export { videoColumns };

/** A video as every endpoint answers it (ZVideo): search, the video page, edits, imports, exports. */
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
