import {
  ALERT_TYPES,
  PUBLIC_ADS_MAX_AGE_SECONDS,
  PUBLIC_ADS_PATH,
  type TPublicAds,
  type TPublicAdsQuery,
} from '@newsroom/contract';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { alerts, banners } from '../../db/schema';
import { assertLocale } from './ad-checks';
import { liveAt } from './live-at';

const placementOrder = sql`array_position(array['home_top','sidebar','video_page','live_page'], ${banners.placement})`;
const typeOrder = sql`array_position(array[${sql.join(
  ALERT_TYPES.map((type) => sql`${type}`),
  sql`, `,
)}]::text[], ${alerts.type})`;

/** Media the server hosts itself come as /media/... paths; the site, elsewhere, needs the host. */
const absolute = (base: string, url: string) => (url.startsWith('/') ? `${base}${url}` : url);

/**
 * The seconds until the next start or end among the locale's active banners and alerts:
 * the feed may be reused until then (at most PUBLIC_ADS_MAX_AGE_SECONDS), so a scheduled
 * banner appears, and an expired one goes, on time.
 */
async function secondsUntilChange(db: TDbOrTx, query: TPublicAdsQuery, now: Date) {
  const at = now.toISOString();
  const placement = query.placement ? sql`and placement = ${query.placement}` : sql``;
  const result = await db.execute(sql`
    select least(
      (select min(t) from (
        select starts_at as t from banners where locale = ${query.locale} and active ${placement} and starts_at > ${at}
        union all
        select ends_at from banners where locale = ${query.locale} and active ${placement} and ends_at > ${at}
      ) as b),
      (select min(t) from (
        select starts_at as t from alerts where locale = ${query.locale} and active and starts_at > ${at}
        union all
        select ends_at from alerts where locale = ${query.locale} and active and ends_at > ${at}
      ) as a)
    ) as next_change`);
  const next = (result as unknown as { rows: { next_change: string | Date | null }[] }).rows[0]
    ?.next_change;
  if (!next) return PUBLIC_ADS_MAX_AGE_SECONDS;
  const seconds = Math.floor((new Date(next).getTime() - now.getTime()) / 1000);
  return Math.max(0, Math.min(PUBLIC_ADS_MAX_AGE_SECONDS, seconds));
}

/**
 * What the public site shows now in a locale (and placement): live banners with an image,
 * in their order, and live alerts, breaking news first. `base` is this API's public origin.
 */
export async function readPublicAds(
  db: TDbOrTx,
  query: TPublicAdsQuery,
  base: string,
  now: Date,
): Promise<{ ads: TPublicAds; maxAge: number }> {
  await assertLocale(db, query.locale, 'locale');
  const bannerRows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.locale, query.locale),
        query.placement ? eq(banners.placement, query.placement) : undefined,
        isNotNull(banners.imageVariantUrl),
        liveAt(banners, now),
      ),
    )
    .orderBy(placementOrder, asc(banners.sortKey), asc(banners.id));
  const alertRows = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.locale, query.locale), liveAt(alerts, now)))
    .orderBy(typeOrder, desc(alerts.startsAt), asc(alerts.id));
  const positions = new Map<string, number>();
  const ads: TPublicAds = {
    locale: query.locale,
    banners: bannerRows.map((row) => {
      const position = (positions.get(row.placement) ?? 0) + 1;
      positions.set(row.placement, position);
      return {
        id: row.id,
        title: row.title,
        placement: row.placement,
        position,
        image_url: absolute(base, row.imageVariantUrl ?? ''),
        image_width: row.imageWidth ?? 0,
        image_height: row.imageHeight ?? 0,
        alt_text: row.altText,
        click_url: `${base}${PUBLIC_ADS_PATH}/banners/${row.id}/click`,
        impression_url: `${base}${PUBLIC_ADS_PATH}/banners/${row.id}/impression`,
      };
    }),
    alerts: alertRows.map((row) => ({
      id: row.id,
      type: row.type,
      text: row.text,
      link_url: row.linkUrl,
      dismissible: row.dismissible,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt ? row.endsAt.toISOString() : null,
    })),
  };
  return { ads, maxAge: await secondsUntilChange(db, query, now) };
}
