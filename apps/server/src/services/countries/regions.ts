import type { TContentRegion, TContentRegionCreate, TContentRegionList } from '@newsroom/contract';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { countries, regions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { assertKnownLocales } from './place-names';
import { refuseRegionInUse } from './usage';
import { versionedPlaces } from './versioned-place';

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

const places = versionedPlaces<TRow, TFields, TContentRegion>({
  table: regions,
  lockKey: 'regions',
  subject: regionSubject,
  present: async (db, row) => present(row, await countriesIn(db, row.id)),
  snapshot,
  columnsOf: (fields) => ({ name: fields.name, names: fields.names, enabled: fields.enabled }),
  assertValid: (db, fields, current) => assertValid(db, fields, current?.id),
  /** A region with countries or used by content is not removed (409 saying by what). */
  refuseInUse: (db, row) => refuseRegionInUse(db, row.id, row.name),
});

export const createContentRegion = places.create;
export const updateContentRegion = places.update;
export const deleteContentRegion = places.remove;
