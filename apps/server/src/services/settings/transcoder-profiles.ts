import type {
  TTranscoderProfile,
  TTranscoderProfileCreate,
  TTranscoderProfileList,
  TTranscoderProfileUpdate,
} from '@newsroom/contract';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents, transcoders } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { recordHistory } from '../history';

type TRow = typeof transcoders.$inferSelect;

const subjectId = (id: number) => `transcoder:${id}`;

const present = (row: TRow, eventsCount: number): TTranscoderProfile => ({
  id: row.id,
  name: row.name,
  template: row.template,
  renditions: row.renditions,
  events_count: eventsCount,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

/** What the history keeps: the profile without the (changing) count of events. */
const snapshot = (row: TRow) => {
  const { events_count: _count, ...rest } = present(row, 0);
  return rest;
};

async function eventCounts(db: TDbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .select({ id: liveEvents.transcoderId, n: count() })
    .from(liveEvents)
    .where(inArray(liveEvents.transcoderId, ids))
    .groupBy(liveEvents.transcoderId);
  return new Map(rows.map((row) => [row.id ?? 0, Number(row.n)]));
}

async function find(db: TDbOrTx, id: number, lock = false) {
  const query = db.select().from(transcoders).where(eq(transcoders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

async function assertNameFree(db: TDbOrTx, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: transcoders.id })
    .from(transcoders)
    .where(
      and(
        sql`lower(${transcoders.name}) = lower(${name})`,
        exceptId ? ne(transcoders.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash)
    throw new HttpError(422, 'taken', 'transcoder.name', 'A profile with this name exists.');
}

export async function listTranscoderProfiles(db: TDbOrTx): Promise<TTranscoderProfileList> {
  const rows = await db.select().from(transcoders).orderBy(asc(transcoders.id));
  const counts = await eventCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    transcoders: rows.map((row) => present(row, counts.get(row.id) ?? 0)),
    count: rows.length,
  };
}

export async function createTranscoderProfile(
  db: TDbOrTx,
  actorId: number | null,
  input: TTranscoderProfileCreate['transcoder'],
  now: Date,
): Promise<TTranscoderProfile> {
  // One at a time, so two saves of the same name cannot both pass the check.
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('transcoders'))`);
  await assertNameFree(db, input.name);
  const [row] = await db
    .insert(transcoders)
    .values({ ...input, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: subjectId(row.id),
    action: 'create',
    actorId,
    after: snapshot(row),
  });
  return present(row, 0);
}

export async function updateTranscoderProfile(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  change: TTranscoderProfileUpdate['transcoder'],
  now: Date,
): Promise<TTranscoderProfile> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('transcoders'))`);
  const current = await find(db, id, true);
  if (current.version !== change.version) throw conflict();
  if (change.name !== undefined) await assertNameFree(db, change.name, id);
  const { version, ...fields } = change;
  const [row] = await db
    .update(transcoders)
    .set({ ...fields, version: sql`${transcoders.version} + 1`, updatedAt: now })
    .where(and(eq(transcoders.id, id), eq(transcoders.version, version)))
    .returning();
  if (!row) throw conflict();
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: subjectId(id),
    action: 'update',
    actorId,
    before: snapshot(current),
    after: snapshot(row),
  });
  return present(row, (await eventCounts(db, [id])).get(id) ?? 0);
}

/** How many events the 409 names before "and N more". */
const NAMED_EVENTS = 5;

/** A profile that live events use is not removed: the 409 names them. */
export async function deleteTranscoderProfile(db: TDbOrTx, actorId: number | null, id: number) {
  const current = await find(db, id, true);
  const users = await db
    .select({ title: liveEvents.title })
    .from(liveEvents)
    .where(eq(liveEvents.transcoderId, id))
    .orderBy(asc(liveEvents.id));
  if (users.length) {
    const named = users.slice(0, NAMED_EVENTS).map((event) => `“${event.title}”`);
    const more = users.length > NAMED_EVENTS ? ` and ${users.length - NAMED_EVENTS} more` : '';
    throw new HttpError(
      409,
      'in_use',
      undefined,
      `Used by live events ${named.join(', ')}${more}: choose another transcoder there first.`,
    );
  }
  await db.delete(transcoders).where(eq(transcoders.id, id));
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: subjectId(id),
    action: 'delete',
    actorId,
    before: snapshot(current),
  });
}
