import { and, eq, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import type { businessCountries, countries, regions } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { recordHistory } from '../history';

type TPlaceTable = typeof countries | typeof regions | typeof businessCountries;
type TPlaceRow = { id: number; version: number; enabled: boolean; name: string };

/** What differs between content countries, regions and business countries. */
export type TPlaceKind<TRow extends TPlaceRow, TFields extends object, TOut> = {
  table: TPlaceTable;
  /** One change of a kind at a time, so two saves of one code or name cannot both pass the check. */
  lockKey: string;
  subject: (id: number) => string;
  present: (db: TDbOrTx, row: TRow) => Promise<TOut> | TOut;
  /** What the history keeps (nothing of a place is secret). */
  snapshot: (row: TRow) => Record<string, unknown>;
  columnsOf: (fields: Partial<TFields>) => Record<string, unknown>;
  assertValid: (db: TDbOrTx, fields: Partial<TFields>, current?: TRow) => Promise<void>;
  /** Throws the 409 that says what uses the place. */
  refuseInUse: (db: TDbOrTx, current: TRow) => Promise<void>;
};

/** What the history keeps of a place: what the API answers but the time of the last change. */
export function historySnapshot<T extends { updated_at: string }>(shown: T): Omit<T, 'updated_at'> {
  const { updated_at: _at, ...rest } = shown;
  return rest;
}

/** 422 `taken` on `country.code` when another row of `table` (content or business countries) has `code`. */
export async function assertCodeFree(
  db: TDbOrTx,
  table: typeof countries | typeof businessCountries,
  fields: { code?: string },
  exceptId: number | undefined,
  message: string,
) {
  if (fields.code === undefined) return;
  // One table type for the query builder: both have id and code.
  const places = table as typeof countries;
  const [clash] = await db
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.code, fields.code), exceptId ? ne(places.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw new HttpError(422, 'taken', 'country.code', message);
}

/**
 * Create, versioned update and guarded delete of a place, each with its history row in the same
 * transaction. The three tables share the columns used here (id, version, enabled, updated_at).
 */
export function versionedPlaces<TRow extends TPlaceRow, TFields extends object, TOut>(
  kind: TPlaceKind<TRow, TFields, TOut>,
) {
  // One table type for the query builder; every column named below exists in all three.
  const table = kind.table as typeof countries;
  const lock = (db: TDbOrTx) =>
    db.execute(sql`select pg_advisory_xact_lock(hashtext(${kind.lockKey}))`);
  const history = (id: number, actorId: number | null) => ({
    subjectType: 'settings' as const,
    subjectId: kind.subject(id),
    actorId,
  });

  async function find(db: TDbOrTx, id: number) {
    const [row] = await db.select().from(table).where(eq(table.id, id)).for('update');
    if (!row) throw notFound();
    return row as unknown as TRow;
  }

  async function create(db: TDbOrTx, actorId: number | null, fields: TFields, now: Date) {
    await lock(db);
    await kind.assertValid(db, fields);
    const values = { ...kind.columnsOf(fields), updatedAt: now } as typeof table.$inferInsert;
    const [inserted] = await db.insert(table).values(values).returning();
    if (!inserted) throw new Error('insert returned no row');
    const row = inserted as unknown as TRow;
    await recordHistory(db, {
      ...history(row.id, actorId),
      action: 'create',
      after: kind.snapshot(row),
    });
    return kind.present(db, row);
  }

  async function update(
    db: TDbOrTx,
    actorId: number | null,
    id: number,
    change: Partial<TFields> & { version: number },
    now: Date,
  ) {
    await lock(db);
    const current = await find(db, id);
    if (current.version !== change.version) throw conflict();
    const { version, ...fields } = change;
    await kind.assertValid(db, fields as Partial<TFields>, current);
    const [updated] = await db
      .update(table)
      .set({
        ...kind.columnsOf(fields as Partial<TFields>),
        version: sql`${table.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(table.id, id), eq(table.version, version)))
      .returning();
    if (!updated) throw conflict();
    const row = updated as unknown as TRow;
    await recordHistory(db, {
      ...history(id, actorId),
      action: current.enabled === row.enabled ? 'update' : row.enabled ? 'enable' : 'disable',
      before: kind.snapshot(current),
      after: kind.snapshot(row),
    });
    return kind.present(db, row);
  }

  /** A place in use is not removed (409 saying by what): it is disabled instead. */
  async function remove(db: TDbOrTx, actorId: number | null, id: number) {
    const current = await find(db, id);
    await kind.refuseInUse(db, current);
    await db.delete(table).where(eq(table.id, id));
    await recordHistory(db, {
      ...history(id, actorId),
      action: 'delete',
      before: kind.snapshot(current),
    });
  }

  return { create, update, remove };
}
