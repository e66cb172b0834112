import type { TDbOrTx } from '../db/client';
import { countries, locales, regions } from '../db/schema';
import { countryName, LOCALE_CODES, localeName, REGION_COUNTRIES } from './reference-data';

/** Locales, regions and countries (the starting transcoder profiles come with migration 0025). Idempotent: runs at every start, after the migrations. */
export async function seedReference(db: TDbOrTx): Promise<void> {
  await db
    .insert(locales)
    .values(
      LOCALE_CODES.map((code, index) => ({ code, name: localeName(code), position: index + 1 })),
    )
    .onConflictDoNothing();
  await db
    .insert(regions)
    .values(Object.keys(REGION_COUNTRIES).map((name) => ({ name })))
    .onConflictDoNothing();
  const regionRows = await db.select().from(regions);
  const regionIds = new Map(regionRows.map((row) => [row.name, row.id]));
  const countryRows = Object.entries(REGION_COUNTRIES).flatMap(([region, codes]) =>
    codes
      .split(' ')
      .map((code) => ({ code, name: countryName(code), regionId: regionIds.get(region) ?? null })),
  );
  await db.insert(countries).values(countryRows).onConflictDoNothing();
}
