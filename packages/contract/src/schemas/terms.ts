import { z } from 'zod';
import { ZDateTime, ZVersion } from './bounds';
import { ZTagLocale } from './tags';

/** The longest terms text (HTML) an editor may save. */
export const TERMS_HTML_MAX_LENGTH = 500_000;

export const ZTermsLocale = ZTagLocale;
export const ZTermsLocaleParam = z.strictObject({ locale: ZTermsLocale });
export const ZTermsVersionParam = z.strictObject({
  locale: ZTermsLocale,
  number: z.coerce.number().int().min(1).max(1_000_000),
});

/** A published version: immutable, numbered 1, 2, ... per locale. */
export const ZTermsVersionSummary = z.object({
  number: z.number().int(),
  effective_at: z.string(),
  published_at: z.string(),
  published_by: z.string().nullable(),
});
export type TTermsVersionSummary = z.infer<typeof ZTermsVersionSummary>;

export const ZTermsVersion = ZTermsVersionSummary.extend({
  locale: z.string(),
  /** Sanitised on the server (allow-list): never script, event handlers or `javascript:` links. */
  html: z.string(),
});
export type TTermsVersion = z.infer<typeof ZTermsVersion>;

/** The draft being edited; `version` is its optimistic lock (null before the first save). */
export const ZTermsDraft = z.object({
  html: z.string(),
  version: z.number().int().nullable(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type TTermsDraft = z.infer<typeof ZTermsDraft>;

/** GET /api/admin/terms/{locale}: the draft, every version (newest first) and the one in effect. */
export const ZTermsPage = z.object({
  locale: z.string(),
  draft: ZTermsDraft,
  versions: z.array(ZTermsVersionSummary),
  in_effect: z.number().int().nullable(),
});
export type TTermsPage = z.infer<typeof ZTermsPage>;

/** GET /api/admin/terms: where /tos (/tou) leads, and each locale's state. */
export const ZTermsOverview = z.object({
  main_locale: z.string(),
  locales: z.array(
    z.object({
      locale: z.string(),
      latest: z.number().int().nullable(),
      in_effect: z.number().int().nullable(),
      has_draft: z.boolean(),
    }),
  ),
});
export type TTermsOverview = z.infer<typeof ZTermsOverview>;

const ZTermsHtml = z
  .string()
  .max(TERMS_HTML_MAX_LENGTH, `At most ${TERMS_HTML_MAX_LENGTH} characters`);

/** PUT …/draft: the HTML and the draft version the editor saw (null: there was no draft yet). */
export const ZTermsDraftSave = z.strictObject({
  html: ZTermsHtml,
  version: ZVersion.nullable(),
});
export type TTermsDraftSave = z.infer<typeof ZTermsDraftSave>;

/**
 * POST …/versions: publishes the draft the editor saw as the next number. It takes effect at
 * `effective_at`, which may not be in the past nor before the latest version's.
 */
export const ZTermsPublish = z.strictObject({
  draft_version: ZVersion,
  effective_at: ZDateTime,
});
export type TTermsPublish = z.infer<typeof ZTermsPublish>;

export const ZPublicTermsQuery = z.strictObject({
  version: z.coerce.number().int().min(1).max(1_000_000).optional(),
});
export type TPublicTermsQuery = z.infer<typeof ZPublicTermsQuery>;
