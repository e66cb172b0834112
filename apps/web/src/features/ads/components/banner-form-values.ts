import type { TBanner, TBannerCreate, TBannerPlacement } from '@newsroom/contract';
import { fromLocalInput, toLocalInput } from '../../../lib/format/local-time';

/** What the banner form edits; times as `datetime-local` values in the editor's zone. */
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

export const bannerFormOf = (banner: TBanner): TBannerForm => ({
  title: banner.title,
  placement: banner.placement,
  target_url: banner.target_url,
  alt_text: banner.alt_text,
  starts_at: toLocalInput(banner.starts_at),
  ends_at: toLocalInput(banner.ends_at),
  active: banner.active,
});

/** The body's fields (the create call adds the locale, the update the version). */
export const bannerFields = (values: TBannerForm) => ({
  title: values.title,
  placement: values.placement,
  target_url: values.target_url,
  alt_text: values.alt_text,
  starts_at: fromLocalInput(values.starts_at),
  ends_at: fromLocalInput(values.ends_at),
  active: values.active,
});

export const bannerCreateBody = (locale: string, values: TBannerForm): TBannerCreate => ({
  banner: { locale, ...bannerFields(values) },
});
