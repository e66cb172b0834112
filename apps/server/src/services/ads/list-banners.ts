import type { TBannerList, TBannerListQuery } from '@newsroom/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { banners } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { rankIn } from '../ordering';
import { bannerList, type TBannerRow } from './banner-order';
import { presentBanner } from './present-banner';

/** Placements in the order the screens show them. */
const placementOrder = sql`array_position(array['home_top','sidebar','video_page','live_page'], ${banners.placement})`;

/**
 * Every banner of a locale (optionally one placement), by placement and then in order. A
 * locale holds tens of banners, not thousands, so the list is not paged.
 */
export async function listBanners(
  db: TDbOrTx,
  query: TBannerListQuery,
  now: Date,
): Promise<TBannerList> {
  const rows = await db
    .select({
      row: banners,
      position: sql<number>`row_number() over (partition by ${banners.placement} order by ${banners.sortKey}, ${banners.id})::int`,
    })
    .from(banners)
    .where(
      and(
        eq(banners.locale, query.locale),
        query.placement ? eq(banners.placement, query.placement) : undefined,
      ),
    )
    .orderBy(placementOrder, asc(banners.sortKey), asc(banners.id));
  return {
    banners: rows.map(({ row, position }) => presentBanner(row, position, now)),
    count: rows.length,
  };
}

export const positionOfBanner = (db: TDbOrTx, row: TBannerRow) => rankIn(db, bannerList(row), row);

export async function getBanner(db: TDbOrTx, id: number, now: Date) {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw notFound();
  return presentBanner(row, await positionOfBanner(db, row), now);
}
