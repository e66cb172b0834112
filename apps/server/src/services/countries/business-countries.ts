import type {
  TBusinessCountry,
  TBusinessCountryCreate,
  TBusinessCountryList,
  TCurrency,
} from '@newsroom/contract';
import { asc } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { businessCountries } from '../../db/schema';
import { assertKnownLocales } from './place-names';
import { refuseBusinessCountryInUse } from './usage';
import { assertCodeFree, historySnapshot, versionedPlaces } from './versioned-place';

type TRow = typeof businessCountries.$inferSelect;
type TFields = TBusinessCountryCreate['country'];

export const businessCountrySubject = (id: number) => `business_country:${id}`;

const present = (row: TRow): TBusinessCountry => ({
  id: row.id,
  code: row.code,
  name: row.name,
  names: row.names,
  vat_rate: Number(row.vatRate),
  currency: row.currency as TCurrency,
  signup_enabled: row.signupEnabled,
  enabled: row.enabled,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

async function assertValid(db: TDbOrTx, fields: Partial<TFields>, exceptId?: number) {
  await assertKnownLocales(db, fields.names, 'country');
  const taken = 'A business country with this code exists.';
  await assertCodeFree(db, businessCountries, fields, exceptId, taken);
}

const columnsOf = (fields: Partial<TFields>) => ({
  code: fields.code,
  name: fields.name,
  names: fields.names,
  vatRate: fields.vat_rate,
  currency: fields.currency,
  signupEnabled: fields.signup_enabled,
  enabled: fields.enabled,
});

export async function listBusinessCountries(db: TDbOrTx): Promise<TBusinessCountryList> {
  const rows = await db.select().from(businessCountries).orderBy(asc(businessCountries.name));
  return { countries: rows.map(present), count: rows.length };
}

const places = versionedPlaces<TRow, TFields, TBusinessCountry>({
  table: businessCountries,
  lockKey: 'business_countries',
  subject: businessCountrySubject,
  present: (_db, row) => present(row),
  snapshot: (row) => historySnapshot(present(row)),
  columnsOf,
  assertValid: async (db, fields, current) => {
    await assertValid(db, fields, current?.id);
    // A code in use by billing profiles would leave them naming no business country.
    if (current && fields.code !== undefined && fields.code !== current.code)
      await refuseBusinessCountryInUse(db, current.code, current.name);
  },
  refuseInUse: (db, row) => refuseBusinessCountryInUse(db, row.code, row.name),
});

export const createBusinessCountry = places.create;
export const updateBusinessCountry = places.update;
/** A country billing profiles name is not removed (409 saying how many): disable it instead. */
export const deleteBusinessCountry = places.remove;
