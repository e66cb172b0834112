import { z } from 'zod';
import { BRAND_VARIANTS } from '../access/navigation';
import { ZInt32 } from './bounds';
import { ZTagLocale } from './tags';

/**
 * What the web app needs before sign-in. The server writes it into index.html as
 * <meta name="brand">, <meta name="environment"> and <meta name="support-email"> so that no call is needed.
 */
export const ZPublicSettings = z.object({
  brand: z.enum(BRAND_VARIANTS),
  environment: z.string(),
  support_email: z.string().nullable(),
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;

/** Currencies prices and business countries may be kept in (ISO 4217). */
export const CURRENCIES = ['EUR', 'USD', 'RUB', 'GBP', 'CHF', 'UAH', 'KZT', 'TRY', 'AED'] as const;
export type TCurrency = (typeof CURRENCIES)[number];

/** Where the dashboard statistics embeds come from: the built-in charts or a Redash instance. */
export const STATISTICS_SOURCES = ['builtin', 'redash'] as const;
export type TStatisticsSource = (typeof STATISTICS_SOURCES)[number];

/** Bounds of the session timeouts (minutes idle, hours in all). */
export const SESSION_IDLE_MINUTES_RANGE = { min: 5, max: 1440 } as const;
export const SESSION_ABSOLUTE_HOURS_RANGE = { min: 1, max: 720 } as const;

export const ZGeneralSettings = z.object({
  brand: z.enum(BRAND_VARIANTS),
  sign_in_verification: z.boolean(),
  /** The locale screens without one in their path open first (e.g. /ads). */
  main_locale: z.string(),
  /** A session ends after this many minutes without a call... */
  session_idle_minutes: z.number().int(),
  /** ...and this many hours after sign-in, whatever happens. */
  session_absolute_hours: z.number().int(),
  /** The label the header shows; null shows the configured one (ENVIRONMENT_LABEL or the mode). */
  environment_label: z.string().nullable(),
  /** What the server's configuration says when environment_label is null. */
  configured_environment_label: z.string(),
  support_email: z.string().nullable(),
  default_currency: z.enum(CURRENCIES),
  statistics_source: z.enum(STATISTICS_SOURCES),
  /** The Redash instance the statistics embed, e.g. https://redash.example.com. */
  redash_url: z.string().nullable(),
  /** Whether a Redash API key is saved; the key itself is never sent back. */
  has_redash_api_key: z.boolean(),
  version: z.number().int(),
});
export type TGeneralSettings = z.infer<typeof ZGeneralSettings>;

const ZHttpUrl = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .url('Enter an http or https address')
  .refine((value) => /^https?:\/\//i.test(value), 'Enter an http or https address')
  .transform((value) => value.replace(/\/+$/, ''));

const ZEnvironmentLabel = z
  .string()
  .trim()
  .max(40, 'At most 40 characters')
  .transform((value) => value || null)
  .nullable();

const ZSupportEmail = z
  .string()
  .trim()
  .max(200, 'At most 200 characters')
  .refine((value) => !value || z.email().safeParse(value).success, 'Enter an e-mail address')
  .transform((value) => value || null)
  .nullable();

export const ZGeneralSettingsUpdate = z.strictObject({
  settings: z.strictObject({
    brand: z.enum(BRAND_VARIANTS).optional(),
    sign_in_verification: z.boolean().optional(),
    main_locale: ZTagLocale.optional(),
    session_idle_minutes: z
      .number()
      .int('Whole minutes')
      .min(SESSION_IDLE_MINUTES_RANGE.min, `At least ${SESSION_IDLE_MINUTES_RANGE.min} minutes`)
      .max(SESSION_IDLE_MINUTES_RANGE.max, `At most ${SESSION_IDLE_MINUTES_RANGE.max} minutes`)
      .optional(),
    session_absolute_hours: z
      .number()
      .int('Whole hours')
      .min(SESSION_ABSOLUTE_HOURS_RANGE.min, `At least ${SESSION_ABSOLUTE_HOURS_RANGE.min} hour`)
      .max(SESSION_ABSOLUTE_HOURS_RANGE.max, `At most ${SESSION_ABSOLUTE_HOURS_RANGE.max} hours`)
      .optional(),
    environment_label: ZEnvironmentLabel.optional(),
    support_email: ZSupportEmail.optional(),
    default_currency: z.enum(CURRENCIES).optional(),
    statistics_source: z.enum(STATISTICS_SOURCES).optional(),
    redash_url: ZHttpUrl.nullable().optional(),
    /** Left out keeps the saved key; null removes it. */
    redash_api_key: z
      .string()
      .trim()
      .min(1)
      .max(200, 'At most 200 characters')
      .nullable()
      .optional(),
    version: ZInt32(),
  }),
});
export type TGeneralSettingsUpdate = z.infer<typeof ZGeneralSettingsUpdate>;
