import { z } from 'zod';
import { BRAND_VARIANTS } from '../access/navigation';
import { ZInt32 } from './bounds';
import { ZTagLocale } from './tags';

/**
 * What the web app needs before sign-in. The server writes it into index.html as
 * <meta name="brand"> and <meta name="environment"> so that no call is needed.
 */
export const ZPublicSettings = z.object({
  brand: z.enum(BRAND_VARIANTS),
  environment: z.string(),
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;

export const ZGeneralSettings = z.object({
  brand: z.enum(BRAND_VARIANTS),
  sign_in_verification: z.boolean(),
  /** The locale screens without one in their path open first (e.g. /ads). */
  main_locale: z.string(),
  version: z.number().int(),
});
export type TGeneralSettings = z.infer<typeof ZGeneralSettings>;

export const ZGeneralSettingsUpdate = z.strictObject({
  settings: z.strictObject({
    brand: z.enum(BRAND_VARIANTS).optional(),
    sign_in_verification: z.boolean().optional(),
    main_locale: ZTagLocale.optional(),
    version: ZInt32(),
  }),
});
export type TGeneralSettingsUpdate = z.infer<typeof ZGeneralSettingsUpdate>;
