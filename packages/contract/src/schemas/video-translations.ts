import { z } from 'zod';
import { INT32_MAX, ZIdText } from './bounds';

const ZLocaleCode = z.string().regex(/^[a-z]{2}$/, 'A two-letter locale');

/** The video as made, in its own locale: what every translation is written from. */
export const ZVideoOriginal = z.object({
  locale: z.string(),
  locale_name: z.string(),
  title: z.string(),
  description: z.string(),
});

/** One locale of the locales table; `missing` when nobody has translated into it yet. */
export const ZVideoTranslation = z.object({
  locale: z.string(),
  locale_name: z.string(),
  title: z.string(),
  description: z.string(),
  missing: z.boolean(),
  updated_at: z.string().nullable(),
  updated_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** 0 while missing; a save may send the version it saw and gets 409 when someone saved since. */
  version: z.number().int(),
});
export type TVideoTranslation = z.infer<typeof ZVideoTranslation>;

export const ZVideoTranslations = z.object({
  original: ZVideoOriginal,
  translations: z.array(ZVideoTranslation),
});
export type TVideoTranslations = z.infer<typeof ZVideoTranslations>;

export const ZVideoTranslationParams = z.strictObject({
  id: ZIdText,
  locale: ZLocaleCode,
});

export const ZVideoTranslationSave = z.strictObject({
  translation: z.strictObject({
    title: z.string().trim().min(1, 'Title is required').max(300),
    description: z.string().max(5000).default(''),
    version: z.number().int().min(0).max(INT32_MAX).optional(),
  }),
});
export type TVideoTranslationSave = z.infer<typeof ZVideoTranslationSave>;
