import type {
  TBusinessCountry,
  TBusinessCountryCreate,
  TBusinessCountryList,
  TBusinessCountryUpdate,
  TCurrency,
} from '@newsroom/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { businessCountries } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { recordHistory } from '../history';
import { assertKnownLocales } from './place-names';
import { refuseBusinessCountryInUse } from './usage';

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

const snapshot = (row: TRow) => {
  const { updated_at: _at, ...rest } = present(row);
  return rest;
};

async function find(db: TDbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(businessCountries)
    .where(eq(businessCountries.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function assertValid(db: TDbOrTx, fields: Partial<TFields>, exceptId?: number) {
  await assertKnownLocales(db, fields.names, 'country');
  if (fields.code === undefined) return;
  const [clash] = await db
    .select({ id: businessCountries.id })
    .from(businessCountries)
    .where(
      and(
        eq(businessCountries.code, fields.code),
        exceptId ? ne(businessCountries.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash)
    throw new HttpError(422, 'taken', 'country.code', 'A business country with this code exists.');
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

export async function createBusinessCountry(
  db: TDbOrTx,
  actorId: number | null,
  fields: TFields,
  now: Date,
): Promise<TBusinessCountry> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('business_countries'))`);
  await assertValid(db, fields);
  const [row] = await db
    .insert(businessCountries)
    .values({ ...columnsOf(fields), code: fields.code, name: fields.name, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: businessCountrySubject(row.id),
    action: 'create',
    actorId,
    after: snapshot(row),
  });
  return present(row);
}

export async function updateBusinessCountry(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  change: TBusinessCountryUpdate['country'],
  now: Date,
): Promise<TBusinessCountry> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('business_countries'))`);
  const current = await find(db, id);
  if (current.version !== change.version) throw conflict();
  const { version, ...fields } = change;
  await assertValid(db, fields, id);
  // A code in use by billing profiles would leave them naming no business country.
  if (fields.code !== undefined && fields.code !== current.code)
    await refuseBusinessCountryInUse(db, current.code, current.name);
  const [row] = await db
    .update(businessCountries)
    .set({ ...columnsOf(fields), version: sql`${businessCountries.version} + 1`, updatedAt: now })
    .where(and(eq(businessCountries.id, id), eq(businessCountries.version, version)))
    .returning();
  if (!row) throw conflict();
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: businessCountrySubject(id),
    action: current.enabled === row.enabled ? 'update' : row.enabled ? 'enable' : 'disable',
    actorId,
    before: snapshot(current),
    after: snapshot(row),
  });
  return present(row);
}

/** A country billing profiles name is not removed (409 saying how many): disable it instead. */
export async function deleteBusinessCountry(db: TDbOrTx, actorId: number | null, id: number) {
  const current = await find(db, id);
  await refuseBusinessCountryInUse(db, current.code, current.name);
  await db.delete(businessCountries).where(eq(businessCountries.id, id));
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: businessCountrySubject(id),
    action: 'delete',
    actorId,
    before: snapshot(current),
  });
}
