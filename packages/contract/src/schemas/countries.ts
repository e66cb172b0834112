import { z } from 'zod';
import { ZId, ZVersion } from './bounds';
import { CURRENCIES } from './settings';
import { ZTagLocale } from './tags';

/** A place's name in other locales than its main (English) name: `{ "fr": "Allemagne" }`. */
export const ZLocalizedNames = z.record(z.string(), z.string());
export type TLocalizedNames = z.infer<typeof ZLocalizedNames>;

const ZPlaceName = z.string().trim().min(1, 'Name is required').max(100, 'At most 100 characters');

/** Empty names are dropped (that locale then shows the main name); keys are locale codes. */
const ZLocalizedNamesInput = z
  .record(ZTagLocale, z.string().trim().max(100, 'At most 100 characters'))
  .refine((names) => Object.keys(names).length <= 50, 'At most 50 locales')
  .transform((names) => Object.fromEntries(Object.entries(names).filter(([, name]) => name)));

/** ISO 3166-1 alpha-2, upper case (`DE`). */
export const ZCountryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Two letters (ISO 3166-1), such as DE');

/** What a content country or region is used by, when it cannot be removed. */
const placeMeta = {
  enabled: z.boolean(),
  names: ZLocalizedNames,
  version: z.number().int(),
  updated_at: z.string(),
};

export const ZContentRegion = z.object({
  id: z.number().int(),
  name: z.string(),
  ...placeMeta,
  /** Countries in the region. */
  countries_count: z.number().int(),
});
export type TContentRegion = z.infer<typeof ZContentRegion>;

export const ZContentCountry = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  region_id: z.number().int().nullable(),
  ...placeMeta,
});
export type TContentCountry = z.infer<typeof ZContentCountry>;

export const ZBusinessCountry = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Percent, two decimals (`19`, `25.5`). */
  vat_rate: z.number(),
  currency: z.enum(CURRENCIES),
  /** Offered to new customers when they sign up on the public site. */
  signup_enabled: z.boolean(),
  ...placeMeta,
});
export type TBusinessCountry = z.infer<typeof ZBusinessCountry>;

export const ZContentRegionList = z.object({
  regions: z.array(ZContentRegion),
  count: z.number().int(),
});
export const ZContentCountryList = z.object({
  countries: z.array(ZContentCountry),
  count: z.number().int(),
});
export const ZBusinessCountryList = z.object({
  countries: z.array(ZBusinessCountry),
  count: z.number().int(),
});
export type TContentRegionList = z.infer<typeof ZContentRegionList>;
export type TContentCountryList = z.infer<typeof ZContentCountryList>;
export type TBusinessCountryList = z.infer<typeof ZBusinessCountryList>;

const ZVatRate = z
  .number()
  .min(0, 'At least 0 %')
  .max(100, 'At most 100 %')
  .refine((value) => Math.round(value * 100) === value * 100, 'At most two decimals');

const regionFields = {
  name: ZPlaceName,
  names: ZLocalizedNamesInput.optional(),
  enabled: z.boolean().optional(),
};
const contentCountryFields = {
  code: ZCountryCode,
  name: ZPlaceName,
  names: ZLocalizedNamesInput.optional(),
  /** null: in no region. */
  region_id: ZId.nullable().optional(),
  enabled: z.boolean().optional(),
};
const businessCountryFields = {
  code: ZCountryCode,
  name: ZPlaceName,
  names: ZLocalizedNamesInput.optional(),
  vat_rate: ZVatRate,
  currency: z.enum(CURRENCIES),
  signup_enabled: z.boolean().optional(),
  enabled: z.boolean().optional(),
};

export const ZContentRegionCreate = z.strictObject({ region: z.strictObject(regionFields) });
export const ZContentRegionUpdate = z.strictObject({
  region: z.strictObject({ ...z.strictObject(regionFields).partial().shape, version: ZVersion }),
});
export const ZContentCountryCreate = z.strictObject({
  country: z.strictObject(contentCountryFields),
});
export const ZContentCountryUpdate = z.strictObject({
  country: z.strictObject({
    ...z.strictObject(contentCountryFields).partial().shape,
    version: ZVersion,
  }),
});
export const ZBusinessCountryCreate = z.strictObject({
  country: z.strictObject(businessCountryFields),
});
export const ZBusinessCountryUpdate = z.strictObject({
  country: z.strictObject({
    ...z.strictObject(businessCountryFields).partial().shape,
    version: ZVersion,
  }),
});
export type TContentRegionCreate = z.infer<typeof ZContentRegionCreate>;
export type TContentRegionUpdate = z.infer<typeof ZContentRegionUpdate>;
export type TContentCountryCreate = z.infer<typeof ZContentCountryCreate>;
export type TContentCountryUpdate = z.infer<typeof ZContentCountryUpdate>;
export type TBusinessCountryCreate = z.infer<typeof ZBusinessCountryCreate>;
export type TBusinessCountryUpdate = z.infer<typeof ZBusinessCountryUpdate>;
