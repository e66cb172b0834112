/**
 * Value lists and limits of the Alerts and ads area. Kept free of zod so screens that only
 * need the values (labels, limits, the state rule) do not pull it into their chunk.
 */

/** Where the public site shows banners. */
export const BANNER_PLACEMENTS = ['home_top', 'sidebar', 'video_page', 'live_page'] as const;
export type TBannerPlacement = (typeof BANNER_PLACEMENTS)[number];

export const BANNER_PLACEMENT_LABELS: Record<TBannerPlacement, string> = {
  home_top: 'Home page, top',
  sidebar: 'Sidebar',
  video_page: 'Video page',
  live_page: 'Live page',
};

/** The box each placement gives a banner on the public site, for the editor's preview. */
export const BANNER_PLACEMENT_SIZES: Record<TBannerPlacement, { width: number; height: number }> = {
  home_top: { width: 970, height: 250 },
  sidebar: { width: 300, height: 250 },
  video_page: { width: 728, height: 90 },
  live_page: { width: 728, height: 90 },
};

export const ALERT_TYPES = ['breaking', 'live', 'info', 'maintenance'] as const;
export type TAlertType = (typeof ALERT_TYPES)[number];

export const ALERT_TYPE_LABELS: Record<TAlertType, string> = {
  breaking: 'Breaking news',
  live: 'Live',
  info: 'Information',
  maintenance: 'Maintenance',
};

/**
 * Where a banner or alert stands at a moment: switched off (inactive), waiting for its
 * start (scheduled), shown (live) or past its end (expired).
 */
export const AD_STATES = ['scheduled', 'live', 'expired', 'inactive'] as const;
export type TAdState = (typeof AD_STATES)[number];

export const AD_STATE_LABELS: Record<TAdState, string> = {
  scheduled: 'Scheduled',
  live: 'Live',
  expired: 'Expired',
  inactive: 'Inactive',
};

/** The one rule for the state, shared by the server (public feed, lists) and the preview. */
export function adStateAt(
  item: { active: boolean; starts_at: string | null; ends_at: string | null },
  now: Date,
): TAdState {
  if (!item.active) return 'inactive';
  const time = now.getTime();
  if (item.ends_at && Date.parse(item.ends_at) <= time) return 'expired';
  if (item.starts_at && Date.parse(item.starts_at) > time) return 'scheduled';
  return 'live';
}

export const BANNER_TITLE_MAX_LENGTH = 120;
export const BANNER_ALT_TEXT_MAX_LENGTH = 250;
export const AD_URL_MAX_LENGTH = 2048;
export const ALERT_TEXT_MAX_LENGTH = 280;

/** The banner image: uploaded as multipart/form-data in this field. */
export const BANNER_IMAGE_FIELD = 'image';
export const BANNER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Decoded formats accepted; the server checks the content, not the declared type. */
export const BANNER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The resized variant the public site loads: at most this wide, the original's proportions. */
export const BANNER_IMAGE_VARIANT_WIDTH = 970;

/** How long the public site and CDNs may reuse the public feed, at most (seconds). */
export const PUBLIC_ADS_MAX_AGE_SECONDS = 60;
