import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { banners } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { lockList, type TOrderedList } from '../ordering';

export type TBannerRow = typeof banners.$inferSelect;
export type TBannerImageColumns = Pick<
  TBannerRow,
  'imageUrl' | 'imageVariantUrl' | 'imageWidth' | 'imageHeight'
>;
export type TBannerPlace = { locale: string; placement: TBannerRow['placement'] };

/** A locale's banners of one placement are one ordered list (positions 1..N), like a locale's tags. */
export const bannerList = (place: TBannerPlace): TOrderedList => ({
  table: banners,
  id: banners.id,
  sortKey: banners.sortKey,
  scope: sql`${banners.locale} = ${place.locale} and ${banners.placement} = ${place.placement}`,
  lockKey: `banners:${place.locale}:${place.placement}`,
});

/** Takes the locks of several lists in one order, so two changes never wait for each other crosswise. */
export async function lockPlaces(db: TDbOrTx, places: TBannerPlace[]): Promise<void> {
  const lists = places.map(bannerList);
  const keys = [...new Set(lists.map((list) => list.lockKey))].sort();
  for (const key of keys) {
    const list = lists.find((candidate) => candidate.lockKey === key);
    if (list) await lockList(db, list);
  }
}

/**
 * The banner, read again under the lock of its list (and of `alsoPlacement`'s list when it
 * is about to move there) and locked for update; 404 when gone. Its placement may change
 * while we wait for the lock, so the read is checked and repeated then.
 */
export async function lockBanner(
  db: TDbOrTx,
  id: number,
  alsoPlacement?: TBannerRow['placement'],
): Promise<TBannerRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [seen] = await db
      .select({ locale: banners.locale, placement: banners.placement })
      .from(banners)
      .where(eq(banners.id, id));
    if (!seen) throw notFound();
    const places = [seen];
    if (alsoPlacement) places.push({ locale: seen.locale, placement: alsoPlacement });
    await lockPlaces(db, places);
    const [row] = await db.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!row) throw notFound();
    if (row.placement === seen.placement) return row;
  }
  throw new Error('banner placement kept changing while it was being locked');
}
