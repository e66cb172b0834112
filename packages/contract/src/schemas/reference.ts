import { z } from 'zod';
import { ZTagLocale } from './tags';

export const ZLocale = z.object({ code: z.string(), name: z.string() });
export type TLocale = z.infer<typeof ZLocale>;
export const ZLocalesResponse = z.object({ locales: z.array(ZLocale) });

export const ZTimeZone = z.object({ name: z.string(), offset: z.string() });
export type TTimeZone = z.infer<typeof ZTimeZone>;
export const ZTimeZonesResponse = z.object({ time_zones: z.array(ZTimeZone) });

/** `?locale=fr` answers each name in that locale where one is kept (else the main name). */
export const ZReferenceQuery = z.strictObject({ locale: ZTagLocale.optional() });
export type TReferenceQuery = z.infer<typeof ZReferenceQuery>;

/**
 * Disabled regions and countries are listed too (`enabled: false`), so records that use one still
 * show its name; pickers offer only enabled ones for a new choice (web: lib/reference).
 */
export const ZRegion = z.object({ id: z.number().int(), name: z.string(), enabled: z.boolean() });
export type TRegion = z.infer<typeof ZRegion>;
export const ZRegionsResponse = z.object({ regions: z.array(ZRegion) });

export const ZCountry = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  region_id: z.number().int().nullable(),
  enabled: z.boolean(),
});
export type TCountry = z.infer<typeof ZCountry>;
export const ZCountriesResponse = z.object({ countries: z.array(ZCountry) });

/** A business country the public site offers at sign-up, with what its invoices use. */
export const ZSignupCountry = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  vat_rate: z.number(),
});
export type TSignupCountry = z.infer<typeof ZSignupCountry>;
export const ZSignupCountriesResponse = z.object({ countries: z.array(ZSignupCountry) });

/** A business country as billing forms pick it; disabled ones listed too (`enabled: false`). */
export const ZBillingCountry = ZSignupCountry.extend({ enabled: z.boolean() });
export type TBillingCountry = z.infer<typeof ZBillingCountry>;
export const ZBillingCountriesResponse = z.object({ countries: z.array(ZBillingCountry) });
