import { z } from 'zod';
import { ZAdLocale } from './ad-fields';
import { ZAlertType } from './alerts';
import { ZBannerPlacement } from './banners';

/** GET /api/public/ads: what the public site shows now, without a session. */
export const ZPublicAdsQuery = z.strictObject({
  locale: ZAdLocale,
  placement: ZBannerPlacement.optional(),
});
export type TPublicAdsQuery = z.infer<typeof ZPublicAdsQuery>;

export const ZPublicBanner = z.object({
  id: z.number().int(),
  title: z.string(),
  placement: ZBannerPlacement,
  position: z.number().int(),
  image_url: z.string(),
  image_width: z.number().int(),
  image_height: z.number().int(),
  alt_text: z.string(),
  /** Visitors go through this address, which counts the click and redirects to the target. */
  click_url: z.string(),
  /** The site calls this when the banner is shown (counts an impression, answers 204). */
  impression_url: z.string(),
});
export type TPublicBanner = z.infer<typeof ZPublicBanner>;

export const ZPublicAlert = z.object({
  id: z.number().int(),
  type: ZAlertType,
  /** Plain text: render it as text, never as HTML. */
  text: z.string(),
  link_url: z.string().nullable(),
  dismissible: z.boolean(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
});
export type TPublicAlert = z.infer<typeof ZPublicAlert>;

export const ZPublicAds = z.object({
  locale: z.string(),
  banners: z.array(ZPublicBanner),
  alerts: z.array(ZPublicAlert),
});
export type TPublicAds = z.infer<typeof ZPublicAds>;

export const PUBLIC_ADS_PATH = '/api/public/ads';
