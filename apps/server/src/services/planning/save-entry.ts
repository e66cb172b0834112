import type {
  TPlanningEntry,
  TPlanningEntryCreate,
  TPlanningEntryUpdate,
} from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { planningEntries } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { assertUsablePlaces } from '../countries';
import { recordHistory } from '../history';
import { assertEntryRefs } from './planning-checks';
import { entrySnapshot, readEntry } from './planning-rows';

type TCreate = Required<TPlanningEntryCreate['entry']>;
type TChange = TPlanningEntryUpdate['entry'];

const columnsOf = (input: Partial<Omit<TCreate, 'locale'>>) => ({
  ...(input.starts_at !== undefined ? { startsAt: new Date(input.starts_at) } : {}),
  ...(input.time_zone !== undefined ? { timeZone: input.time_zone } : {}),
  ...(input.title !== undefined ? { title: input.title } : {}),
  ...(input.description !== undefined ? { description: input.description } : {}),
  ...(input.country_id !== undefined ? { countryId: input.country_id } : {}),
  ...(input.region_id !== undefined ? { regionId: input.region_id } : {}),
  ...(input.city !== undefined ? { city: input.city } : {}),
  ...(input.kind !== undefined ? { kind: input.kind } : {}),
  ...(input.status !== undefined ? { status: input.status } : {}),
  ...(input.desk !== undefined ? { desk: input.desk } : {}),
  ...(input.live_event_id !== undefined ? { liveEventId: input.live_event_id } : {}),
});

export async function createEntry(
  db: TDbOrTx,
  actorId: number | null,
  input: TCreate,
  now: Date,
): Promise<TPlanningEntry> {
  await assertEntryRefs(db, input);
  await assertUsablePlaces(db, input, null, 'entry.');
  const [row] = await db
    .insert(planningEntries)
    .values({
      locale: input.locale,
      startsAt: new Date(input.starts_at),
      timeZone: input.time_zone,
      title: input.title,
      kind: input.kind,
      ...columnsOf(input),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: planningEntries.id });
  if (!row) throw new Error('insert returned nothing');
  const entry = await readEntry(db, row.id);
  await recordHistory(db, {
    subjectType: 'planning_entry',
    subjectId: entry.id,
    action: 'create',
    actorId,
    after: entrySnapshot(entry),
  });
  return entry;
}

/** Changes the fields sent on the version the editor saw (409 when stale). */
export async function updateEntry(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  change: TChange,
  now: Date,
): Promise<TPlanningEntry> {
  const [locked] = await db
    .select({
      version: planningEntries.version,
      countryId: planningEntries.countryId,
      regionId: planningEntries.regionId,
    })
    .from(planningEntries)
    .where(eq(planningEntries.id, id))
    .for('update');
  if (!locked) throw notFound();
  if (locked.version !== change.version) throw conflict();
  await assertEntryRefs(db, change);
  await assertUsablePlaces(db, change, locked, 'entry.');
  const before = await readEntry(db, id);
  const { version: _version, ...fields } = change;
  await db
    .update(planningEntries)
    .set({ ...columnsOf(fields), version: sql`${planningEntries.version} + 1`, updatedAt: now })
    .where(eq(planningEntries.id, id));
  const after = await readEntry(db, id);
  await recordHistory(db, {
    subjectType: 'planning_entry',
    subjectId: id,
    action: 'update',
    actorId,
    before: entrySnapshot(before),
    after: entrySnapshot(after),
  });
  return after;
}

export async function deleteEntry(db: TDbOrTx, actorId: number | null, id: number) {
  const before = await readEntry(db, id);
  await db.delete(planningEntries).where(eq(planningEntries.id, id));
  await recordHistory(db, {
    subjectType: 'planning_entry',
    subjectId: id,
    action: 'delete',
    actorId,
    before: entrySnapshot(before),
  });
}
