import { z } from 'zod';
import { ZAdLocale, ZAdState, ZAdTime, ZAdVersion, ZHttpUrl, ZPlainText } from './ad-fields';
import {
  BANNER_ALT_TEXT_MAX_LENGTH,
  BANNER_PLACEMENTS,
  BANNER_TITLE_MAX_LENGTH,
} from './ad-values';

export const ZBannerPlacement = z.enum(BANNER_PLACEMENTS);

export const ZBannerImage = z.object({
  /** The original as uploaded. */
  url: z.string(),
  /** The resized variant the public site loads. */
  variant_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TBannerImage = z.infer<typeof ZBannerImage>;

export const ZBanner = z.object({
  id: z.number().int(),
  locale: z.string(),
  title: z.string(),
  placement: ZBannerPlacement,
  image: ZBannerImage.nullable(),
  target_url: z.string(),
  alt_text: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  active: z.boolean(),
  /** 1-based, 1..N within the locale and placement. */
  position: z.number().int(),
  /** At the moment of the answer (scheduled, live, expired, inactive). */
  state: ZAdState,
  clicks: z.number().int(),
  impressions: z.number().int(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TBanner = z.infer<typeof ZBanner>;

/** A locale's banners, by placement, each placement in its order. */
export const ZBannerList = z.object({ banners: z.array(ZBanner), count: z.number().int() });
export type TBannerList = z.infer<typeof ZBannerList>;

export const ZBannerListQuery = z.strictObject({
  locale: ZAdLocale,
  placement: ZBannerPlacement.optional(),
});
export type TBannerListQuery = z.infer<typeof ZBannerListQuery>;

const bannerFields = {
  title: ZPlainText('Title', BANNER_TITLE_MAX_LENGTH),
  placement: ZBannerPlacement,
  target_url: ZHttpUrl,
  alt_text: ZPlainText('Alternative text', BANNER_ALT_TEXT_MAX_LENGTH, 0),
  starts_at: ZAdTime,
  ends_at: ZAdTime,
  active: z.boolean(),
};

/** POST /api/admin/ads/banners; the image follows through …/{id}/image. */
export const ZBannerCreate = z.strictObject({
  banner: z.strictObject({
    locale: ZAdLocale,
    ...bannerFields,
    alt_text: bannerFields.alt_text.default(''),
    starts_at: ZAdTime.default(null),
    ends_at: ZAdTime.default(null),
    active: z.boolean().default(true),
  }),
});
export type TBannerCreate = z.infer<typeof ZBannerCreate>;

/** PATCH /api/admin/ads/banners/{id}: the fields sent change; the version must be current. */
export const ZBannerUpdate = z.strictObject({
  banner: z.strictObject({
    title: bannerFields.title.optional(),
    placement: bannerFields.placement.optional(),
    target_url: bannerFields.target_url.optional(),
    alt_text: bannerFields.alt_text.optional(),
    starts_at: ZAdTime.optional(),
    ends_at: ZAdTime.optional(),
    active: z.boolean().optional(),
    version: ZAdVersion,
  }),
});
export type TBannerUpdate = z.infer<typeof ZBannerUpdate>;

/** PATCH …/{id}/positions: the new 1-based place within the banner's placement. */
export const ZBannerPositionUpdate = z.strictObject({
  position: z.number().int().min(1).max(100_000),
});
export type TBannerPositionUpdate = z.infer<typeof ZBannerPositionUpdate>;

export const ZBannerDuplicates = z.object({ banners: z.array(ZBanner) });
export type TBannerDuplicates = z.infer<typeof ZBannerDuplicates>;
