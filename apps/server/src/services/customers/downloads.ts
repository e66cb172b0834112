import { count, desc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { videoDownloads, videoProjects } from '../../db/schema';
import { lockCustomer } from './load-customer';
import type { TActor } from './scope';

/** The customer's own video downloads (the rows the video pages list too), newest first. */
export async function listCustomerDownloads(
  db: TDbOrTx,
  actor: TActor,
  customerId: number,
  page: { page: number; per_page: number },
) {
  await lockCustomer(db, actor, customerId);
  const mine = eq(videoDownloads.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ download: videoDownloads, title: videoProjects.title })
      .from(videoDownloads)
      .innerJoin(videoProjects, eq(videoProjects.id, videoDownloads.videoId))
      .where(mine)
      .orderBy(desc(videoDownloads.downloadedAt), desc(videoDownloads.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page),
    db.select({ n: count() }).from(videoDownloads).where(mine),
  ]);
  return {
    downloads: rows.map(({ download, title }) => ({
      id: download.id,
      video_id: download.videoId,
      video_title: title,
      downloaded_at: download.downloadedAt.toISOString(),
      file_name: download.fileName,
      quality: download.quality,
      price: download.price,
      currency: download.currency,
    })),
    count: total?.n ?? 0,
  };
}
