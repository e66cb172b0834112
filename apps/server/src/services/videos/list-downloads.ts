import type { TVideoDownload, TVideoDownloadList, TVideoDownloadsQuery } from '@newsroom/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { videoDownloads, videoProjects } from '../../db/schema';
import { notFound } from '../../lib/http-error';

type TDownloadRow = typeof videoDownloads.$inferSelect;

export function presentDownload(row: TDownloadRow): TVideoDownload {
  return {
    id: row.id,
    customer_id: row.customerId,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    company: row.company,
    downloaded_at: row.downloadedAt.toISOString(),
    file_name: row.fileName,
    quality: row.quality,
    format: row.format,
    price: Number(row.price),
    currency: row.currency,
  };
}

/** The video's external name; 404 when there is no such video. */
export async function videoExternalName(db: TDbOrTx, videoId: number): Promise<string> {
  const [video] = await db
    .select({ externalName: videoProjects.externalName })
    .from(videoProjects)
    .where(eq(videoProjects.id, videoId));
  if (!video) throw notFound();
  return video.externalName;
}

export const NEWEST_DOWNLOAD_FIRST = [desc(videoDownloads.downloadedAt), desc(videoDownloads.id)];

/** A page of a video's downloads, newest first. */
export async function listDownloads(
  db: TDbOrTx,
  videoId: number,
  query: TVideoDownloadsQuery,
): Promise<TVideoDownloadList> {
  await videoExternalName(db, videoId);
  const where = eq(videoDownloads.videoId, videoId);
  const rows = await db
    .select()
    .from(videoDownloads)
    .where(where)
    .orderBy(...NEWEST_DOWNLOAD_FIRST)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await db.select({ n: count() }).from(videoDownloads).where(where);
  return { downloads: rows.map(presentDownload), count: total?.n ?? 0 };
}
