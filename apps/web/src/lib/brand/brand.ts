import { BRAND_FEATURES, BRAND_VARIANTS, type TBrandVariant } from '@newsroom/contract';
import { serverPageEnvironment } from '../page/page-environment';

const FROM_SERVER_RENDER = {
  brand: 'brand',
  environment: 'environment',
  'support-email': 'supportEmail',
} as const;

function meta(name: keyof typeof FROM_SERVER_RENDER): string | undefined {
  const rendering = serverPageEnvironment();
  if (rendering) return rendering[FROM_SERVER_RENDER[name]] || undefined;
  const value = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  // The dev server serves index.html untouched, placeholders and all.
  return value && !value.startsWith('%') ? value : undefined;
}

/** The brand variant the server wrote into index.html, or the build's default. */
export function currentBrand(): TBrandVariant {
  const value = meta('brand') ?? (import.meta.env.VITE_BRAND as string | undefined);
  return (BRAND_VARIANTS as readonly string[]).includes(value ?? '')
    ? (value as TBrandVariant)
    : 'newsroom';
}

export function environmentLabel(): string {
  return meta('environment') ?? import.meta.env.MODE;
}

/** The support address of the general settings, written into index.html by the server. */
export function supportEmail(): string | undefined {
  return meta('support-email') || undefined;
}

export const brandFeatures = (brand = currentBrand()) => BRAND_FEATURES[brand];
export const logoUrl = (brand = currentBrand()) => `${import.meta.env.BASE_URL}logo-${brand}.svg`;
