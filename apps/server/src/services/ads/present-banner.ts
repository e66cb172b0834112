import { adStateAt, type TBanner } from '@newsroom/contract';
import { isoOrNull } from './ad-checks';
import type { TBannerRow } from './banner-order';

const imageOf = (row: TBannerRow): TBanner['image'] =>
  row.imageUrl && row.imageVariantUrl
    ? {
        url: row.imageUrl,
        variant_url: row.imageVariantUrl,
        width: row.imageWidth ?? 0,
        height: row.imageHeight ?? 0,
      }
    : null;

/** `position` is the banner's rank in its placement, computed by the caller. */
export function presentBanner(row: TBannerRow, position: number, now: Date): TBanner {
  const times = { starts_at: isoOrNull(row.startsAt), ends_at: isoOrNull(row.endsAt) };
  return {
    id: row.id,
    locale: row.locale,
    title: row.title,
    placement: row.placement,
    image: imageOf(row),
    target_url: row.targetUrl,
    alt_text: row.altText,
    ...times,
    active: row.active,
    position,
    state: adStateAt({ active: row.active, ...times }, now),
    clicks: row.clicks,
    impressions: row.impressions,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What a history entry keeps of a banner: what an editor changes, not counters or the clock's state. */
export function bannerSnapshot(banner: TBanner) {
  return {
    title: banner.title,
    locale: banner.locale,
    placement: banner.placement,
    position: banner.position,
    image: banner.image?.url ?? null,
    target_url: banner.target_url,
    alt_text: banner.alt_text,
    starts_at: banner.starts_at,
    ends_at: banner.ends_at,
    active: banner.active,
  };
}
