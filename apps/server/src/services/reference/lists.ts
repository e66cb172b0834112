import type { TCountry, TLocale, TRegion } from '@newsroom/contract';
import { asc } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { countries, locales, regions } from '../../db/schema';

export async function listLocales(db: TDbOrTx): Promise<TLocale[]> {
  return db
    .select({ code: locales.code, name: locales.name })
    .from(locales)
    .orderBy(asc(locales.position));
}

export async function listRegions(db: TDbOrTx): Promise<TRegion[]> {
  return db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.name));
}

export async function listCountries(db: TDbOrTx): Promise<TCountry[]> {
  return db
    .select({
      id: countries.id,
      code: countries.code,
      name: countries.name,
      region_id: countries.regionId,
    })
    .from(countries)
    .orderBy(asc(countries.name));
}
