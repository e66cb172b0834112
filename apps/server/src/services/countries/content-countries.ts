import type {
  TContentCountry,
  TContentCountryCreate,
  TContentCountryList,
} from '@newsroom/contract';
import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { countries, regions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { assertKnownLocales } from './place-names';
import { refuseContentCountryInUse } from './usage';
import { assertCodeFree, historySnapshot, versionedPlaces } from './versioned-place';

type TRow = typeof countries.$inferSelect;
type TFields = TContentCountryCreate['country'];

export const contentCountrySubject = (id: number) => `content_country:${id}`;

const present = (row: TRow): TContentCountry => ({
  id: row.id,
  code: row.code,
  name: row.name,
  region_id: row.regionId,
  names: row.names,
  enabled: row.enabled,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

async function assertValid(db: TDbOrTx, fields: Partial<TFields>, exceptId?: number) {
  await assertKnownLocales(db, fields.names, 'country');
  await assertCodeFree(db, countries, fields, exceptId, 'A country with this code exists.');
  if (fields.region_id) {
    const [region] = await db
      .select({ id: regions.id })
      .from(regions)
      .where(eq(regions.id, fields.region_id));
    if (!region) throw new HttpError(422, 'invalid', 'country.region_id', 'Unknown region');
  }
}

const columnsOf = (fields: Partial<TFields>) => ({
  code: fields.code,
  name: fields.name,
  names: fields.names,
  regionId: fields.region_id,
  enabled: fields.enabled,
});

export async function listContentCountries(db: TDbOrTx): Promise<TContentCountryList> {
  const rows = await db.select().from(countries).orderBy(asc(countries.name));
  return { countries: rows.map(present), count: rows.length };
}

const places = versionedPlaces<TRow, TFields, TContentCountry>({
  table: countries,
  lockKey: 'countries',
  subject: contentCountrySubject,
  present: (_db, row) => present(row),
  snapshot: (row) => historySnapshot(present(row)),
  columnsOf,
  assertValid: (db, fields, current) => assertValid(db, fields, current?.id),
  refuseInUse: (db, row) => refuseContentCountryInUse(db, row.id, row.name),
});

export const createContentCountry = places.create;
export const updateContentCountry = places.update;
export const deleteContentCountry = places.remove;
