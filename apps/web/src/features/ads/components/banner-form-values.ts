import type { TBanner, TBannerCreate, TBannerPlacement } from '@newsroom/contract';
import { fromZonedInput, toZonedInput } from '../../../lib/format/local-time';

/** What the banner form edits; times as `datetime-local` values on the editor's clock (their zone). */
export type TBannerForm = {
  title: string;
  placement: TBannerPlacement;
  target_url: string;
  alt_text: string;
  starts_at: string;
  ends_at: string;
  active: boolean;
};

export const BANNER_FORM_FIELDS = [
  'title',
  'placement',
  'target_url',
  'alt_text',
  'starts_at',
  'ends_at',
  'active',
] as const satisfies readonly (keyof TBannerForm)[];

export const emptyBannerForm = (): TBannerForm => ({
  title: '',
  placement: 'home_top',
  target_url: 'https://',
  alt_text: '',
  starts_at: '',
  ends_at: '',
  active: true,
});

export const bannerFormOf = (banner: TBanner, zone: string): TBannerForm => ({
  title: banner.title,
  placement: banner.placement,
  target_url: banner.target_url,
  alt_text: banner.alt_text,
  starts_at: toZonedInput(banner.starts_at, zone),
  ends_at: toZonedInput(banner.ends_at, zone),
  active: banner.active,
});

/** The body's fields (the create call adds the locale, the update the version). */
export const bannerFields = (values: TBannerForm, zone: string) => ({
  title: values.title,
  placement: values.placement,
  target_url: values.target_url,
  alt_text: values.alt_text,
  starts_at: fromZonedInput(values.starts_at, zone),
  ends_at: fromZonedInput(values.ends_at, zone),
  active: values.active,
});

export const bannerCreateBody = (
  locale: string,
  values: TBannerForm,
  zone: string,
): TBannerCreate => ({
  banner: { locale, ...bannerFields(values, zone) },
});
