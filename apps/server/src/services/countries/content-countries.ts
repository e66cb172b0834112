import type {
  TContentCountry,
  TContentCountryCreate,
  TContentCountryList,
  TContentCountryUpdate,
} from '@newsroom/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { countries, regions } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { recordHistory } from '../history';
import { assertKnownLocales } from './place-names';
import { refuseContentCountryInUse } from './usage';

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

/** What the history keeps (nothing here is secret: every field is recorded). */
const snapshot = (row: TRow) => {
  const { updated_at: _at, ...rest } = present(row);
  return rest;
};

async function find(db: TDbOrTx, id: number) {
  const [row] = await db.select().from(countries).where(eq(countries.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function assertValid(db: TDbOrTx, fields: Partial<TFields>, exceptId?: number) {
  await assertKnownLocales(db, fields.names, 'country');
  if (fields.code !== undefined) {
    const [clash] = await db
      .select({ id: countries.id })
      .from(countries)
      .where(
        and(eq(countries.code, fields.code), exceptId ? ne(countries.id, exceptId) : undefined),
      )
      .limit(1);
    if (clash)
      throw new HttpError(422, 'taken', 'country.code', 'A country with this code exists.');
  }
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

export async function createContentCountry(
  db: TDbOrTx,
  actorId: number | null,
  fields: TFields,
  now: Date,
): Promise<TContentCountry> {
  // One change of the countries at a time, so two saves of one code cannot both pass the check.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('countries'))`);
  await assertValid(db, fields);
  const [row] = await db
    .insert(countries)
    .values({ ...columnsOf(fields), code: fields.code, name: fields.name, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: contentCountrySubject(row.id),
    action: 'create',
    actorId,
    after: snapshot(row),
  });
  return present(row);
}

export async function updateContentCountry(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  change: TContentCountryUpdate['country'],
  now: Date,
): Promise<TContentCountry> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('countries'))`);
  const current = await find(db, id);
  if (current.version !== change.version) throw conflict();
  const { version, ...fields } = change;
  await assertValid(db, fields, id);
  const [row] = await db
    .update(countries)
    .set({ ...columnsOf(fields), version: sql`${countries.version} + 1`, updatedAt: now })
    .where(and(eq(countries.id, id), eq(countries.version, version)))
    .returning();
  if (!row) throw conflict();
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: contentCountrySubject(id),
    action: current.enabled === row.enabled ? 'update' : row.enabled ? 'enable' : 'disable',
    actorId,
    before: snapshot(current),
    after: snapshot(row),
  });
  return present(row);
}

/** A country that anything uses is not removed (409 saying by what): it is disabled instead. */
export async function deleteContentCountry(db: TDbOrTx, actorId: number | null, id: number) {
  const current = await find(db, id);
  await refuseContentCountryInUse(db, id, current.name);
  await db.delete(countries).where(eq(countries.id, id));
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: contentCountrySubject(id),
    action: 'delete',
    actorId,
    before: snapshot(current),
  });
}
