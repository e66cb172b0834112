import type { TPlanningEntry, TPlanningFilters } from '@newsroom/contract';
import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { countries, planningEntries, regions } from '../../db/schema';
import { notFound } from '../../lib/http-error';

export const entryColumns = {
  entry: planningEntries,
  countryName: countries.name,
  regionName: regions.name,
};

type TEntryRow = {
  entry: typeof planningEntries.$inferSelect;
  countryName: string | null;
  regionName: string | null;
};

export const presentEntry = ({ entry, countryName, regionName }: TEntryRow): TPlanningEntry => ({
  id: entry.id,
  locale: entry.locale,
  starts_at: entry.startsAt.toISOString(),
  time_zone: entry.timeZone,
  title: entry.title,
  description: entry.description,
  country_id: entry.countryId,
  country_name: countryName,
  region_id: entry.regionId,
  region_name: regionName,
  city: entry.city,
  kind: entry.kind,
  status: entry.status,
  desk: entry.desk,
  live_event_id: entry.liveEventId,
  version: entry.version,
  created_at: entry.createdAt.toISOString(),
  updated_at: entry.updatedAt.toISOString(),
});

/** What the history keeps of an entry: its fields, without the bookkeeping. */
export function entrySnapshot(entry: TPlanningEntry) {
  const { created_at: _c, updated_at: _u, version: _v, ...fields } = entry;
  return fields;
}

export function selectEntries(db: TDbOrTx) {
  return db
    .select(entryColumns)
    .from(planningEntries)
    .leftJoin(countries, eq(countries.id, planningEntries.countryId))
    .leftJoin(regions, eq(regions.id, planningEntries.regionId));
}

export async function readEntry(db: TDbOrTx, id: number): Promise<TPlanningEntry> {
  const [row] = await selectEntries(db).where(eq(planningEntries.id, id));
  if (!row) throw notFound();
  return presentEntry(row);
}

/** The WHERE of the list and the exports. */
export function filtersWhere(filters: TPlanningFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(planningEntries.locale, filters.locale)];
  if (filters.from) parts.push(gte(planningEntries.startsAt, new Date(filters.from)));
  if (filters.to) parts.push(lt(planningEntries.startsAt, new Date(filters.to)));
  if (filters.kind) parts.push(eq(planningEntries.kind, filters.kind));
  if (filters.status) parts.push(eq(planningEntries.status, filters.status));
  if (filters.country_id) parts.push(eq(planningEntries.countryId, filters.country_id));
  return and(...parts);
}
