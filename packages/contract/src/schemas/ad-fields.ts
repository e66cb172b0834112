import { z } from 'zod';
import { AD_STATES, AD_URL_MAX_LENGTH } from './ad-values';
import { ZDateTime, ZVersion } from './bounds';
import { ZTagLocale } from './tags';

/** A locale code of the reference list (the server checks that it exists). */
export const ZAdLocale = ZTagLocale;

/** Control characters (tabs, line breaks, NUL ...) have no place in a one-line text or an address. */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const HTTP_URL_HINT = 'Enter an http or https address such as https://www.example.com/page';

/**
 * An address a visitor is sent to: http or https only, so `javascript:`, `data:` and the
 * like can never reach the public site. No user or password inside it either.
 */
export const ZHttpUrl = z
  .string()
  .trim()
  .min(1, 'Address is required')
  .max(AD_URL_MAX_LENGTH, `At most ${AD_URL_MAX_LENGTH} characters`)
  .refine((value) => {
    if (/\s/.test(value) || hasControlCharacters(value)) return false;
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, HTTP_URL_HINT)
  .refine((value) => {
    try {
      const url = new URL(value);
      return !url.username && !url.password;
    } catch {
      return true;
    }
  }, 'No user name or password in the address');

/** Whether a stored address may be followed: the same rule, for redirects. */
export const isHttpUrl = (value: string) => ZHttpUrl.safeParse(value).success;

/**
 * Plain text a person typed: one line, no control characters, trimmed, within `max`.
 * It is shown as text everywhere (never as HTML), so `<` and `&` are ordinary characters.
 */
export const ZPlainText = (label: string, max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, `${label} is required`)
    .max(max, `At most ${max} characters`)
    .refine((value) => !hasControlCharacters(value), 'Use one line of plain text');

/** A moment with its offset, or null for "no limit". */
export const ZAdTime = ZDateTime.nullable();

export const ZAdState = z.enum(AD_STATES);

/** Optimistic locking: the version the editor saw (409 when stale). */
export const ZAdVersion = ZVersion;

/** POST …/duplicates: copies to other locales, made inactive so nothing goes live untranslated. */
export const ZAdDuplicate = z.strictObject({
  locales: z.array(ZAdLocale).min(1, 'Choose at least one locale').max(50),
});
export type TAdDuplicate = z.infer<typeof ZAdDuplicate>;

/** GET /api/admin/ads: what the area's screens need before any list. */
export const ZAdsOverview = z.object({
  /** Where /ads leads (general settings). */
  main_locale: z.string(),
});
export type TAdsOverview = z.infer<typeof ZAdsOverview>;
