import type {
  TContentRegion,
  TContentRegionCreate,
  TContentRegionList,
  TContentRegionUpdate,
} from '@newsroom/contract';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { countries, regions } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { recordHistory } from '../history';
import { assertKnownLocales } from './place-names';
import { refuseRegionInUse } from './usage';

type TRow = typeof regions.$inferSelect;
type TFields = TContentRegionCreate['region'];

export const regionSubject = (id: number) => `region:${id}`;

const present = (row: TRow, countriesCount: number): TContentRegion => ({
  id: row.id,
  name: row.name,
  names: row.names,
  enabled: row.enabled,
  countries_count: countriesCount,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

const snapshot = (row: TRow) => {
  const { updated_at: _at, countries_count: _n, ...rest } = present(row, 0);
  return rest;
};

async function countriesIn(db: TDbOrTx, id: number) {
  const [row] = await db.select({ n: count() }).from(countries).where(eq(countries.regionId, id));
  return Number(row?.n ?? 0);
}

async function find(db: TDbOrTx, id: number) {
  const [row] = await db.select().from(regions).where(eq(regions.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

async function assertValid(db: TDbOrTx, fields: Partial<TFields>, exceptId?: number) {
  await assertKnownLocales(db, fields.names, 'region');
  if (fields.name === undefined) return;
  const [clash] = await db
    .select({ id: regions.id })
    .from(regions)
    .where(
      and(
        sql`lower(${regions.name}) = lower(${fields.name})`,
        exceptId ? ne(regions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new HttpError(422, 'taken', 'region.name', 'A region with this name exists.');
}

export async function listContentRegions(db: TDbOrTx): Promise<TContentRegionList> {
  const rows = await db.select().from(regions).orderBy(asc(regions.name));
  const counts = await db
    .select({ id: countries.regionId, n: count() })
    .from(countries)
    .groupBy(countries.regionId);
  const byRegion = new Map(counts.map((row) => [row.id, Number(row.n)]));
  return {
    regions: rows.map((row) => present(row, byRegion.get(row.id) ?? 0)),
    count: rows.length,
  };
}

export async function createContentRegion(
  db: TDbOrTx,
  actorId: number | null,
  fields: TFields,
  now: Date,
): Promise<TContentRegion> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('regions'))`);
  await assertValid(db, fields);
  const [row] = await db
    .insert(regions)
    .values({ name: fields.name, names: fields.names, enabled: fields.enabled, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: regionSubject(row.id),
    action: 'create',
    actorId,
    after: snapshot(row),
  });
  return present(row, 0);
}

export async function updateContentRegion(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  change: TContentRegionUpdate['region'],
  now: Date,
): Promise<TContentRegion> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('regions'))`);
  const current = await find(db, id);
  if (current.version !== change.version) throw conflict();
  const { version, ...fields } = change;
  await assertValid(db, fields, id);
  const [row] = await db
    .update(regions)
    .set({
      name: fields.name,
      names: fields.names,
      enabled: fields.enabled,
      version: sql`${regions.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(regions.id, id), eq(regions.version, version)))
    .returning();
  if (!row) throw conflict();
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: regionSubject(id),
    action: current.enabled === row.enabled ? 'update' : row.enabled ? 'enable' : 'disable',
    actorId,
    before: snapshot(current),
    after: snapshot(row),
  });
  return present(row, await countriesIn(db, id));
}

/** A region with countries or used by content is not removed (409 saying by what). */
export async function deleteContentRegion(db: TDbOrTx, actorId: number | null, id: number) {
  const current = await find(db, id);
  await refuseRegionInUse(db, id, current.name);
  await db.delete(regions).where(eq(regions.id, id));
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: regionSubject(id),
    action: 'delete',
    actorId,
    before: snapshot(current),
  });
}
