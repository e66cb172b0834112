import type {
  TBillingCountry,
  TCountry,
  TLocale,
  TRegion,
  TSignupCountry,
} from '@newsroom/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { businessCountries, countries, locales, regions } from '../../db/schema';
import { nameIn } from '../countries';

export async function listLocales(db: TDbOrTx): Promise<TLocale[]> {
  return db
    .select({ code: locales.code, name: locales.name })
    .from(locales)
    .orderBy(asc(locales.position));
}

// The same order as `localeCompare`, without building a collator per comparison.
const collator = new Intl.Collator();
const byName = <T extends { name: string }>(rows: T[]) =>
  rows.sort((a, b) => collator.compare(a.name, b.name));

// The lists read only the columns they show, not the rows' timestamps (see presentedTagColumns).

/** Every region, disabled ones too (records that use one still show it), named in `locale`. */
export async function listRegions(db: TDbOrTx, locale?: string): Promise<TRegion[]> {
  const rows = await db
    .select({ id: regions.id, name: nameIn(regions, locale), enabled: regions.enabled })
    .from(regions);
  return byName(rows);
}

/** Every content country, disabled ones too, named in `locale` (else the main name). */
export async function listCountries(db: TDbOrTx, locale?: string): Promise<TCountry[]> {
  const rows = await db
    .select({
      id: countries.id,
      code: countries.code,
      name: nameIn(countries, locale),
      region_id: countries.regionId,
      enabled: countries.enabled,
    })
    .from(countries);
  return byName(rows);
}

/** Every business country, disabled ones too (a billing profile may keep one), named in `locale`. */
export async function listBillingCountries(
  db: TDbOrTx,
  locale?: string,
  where?: SQL,
): Promise<TBillingCountry[]> {
  const rows = await db
    .select({
      code: businessCountries.code,
      name: nameIn(businessCountries, locale),
      currency: businessCountries.currency,
      vatRate: businessCountries.vatRate,
      enabled: businessCountries.enabled,
    })
    .from(businessCountries)
    .where(where);
  return byName(
    rows.map((row) => ({
      code: row.code,
      name: row.name,
      currency: row.currency,
      vat_rate: Number(row.vatRate),
      enabled: row.enabled,
    })),
  );
}

/** What the public sign-up form offers: enabled business countries marked for sign-up. */
export async function listSignupCountries(db: TDbOrTx, locale?: string): Promise<TSignupCountry[]> {
  const offered = and(
    eq(businessCountries.enabled, true),
    eq(businessCountries.signupEnabled, true),
  );
  const rows = await listBillingCountries(db, locale, offered);
  return rows.map(({ enabled: _enabled, ...country }) => country);
}
