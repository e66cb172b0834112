import { and, asc, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../../db/client';
import { HttpError } from '../../lib/http-error';

/**
 * A list kept in order by sort keys with gaps (SORT_STEP apart when fresh): a move writes
 * only the moved row, with a key between its new neighbours, instead of shifting up to N
 * positions. The 1-based position shown everywhere is the rank by (sort_key, id), so
 * positions are always exactly 1..N. Used by tags (per locale) and banners (per locale
 * and placement); every change to a list takes its lock first (`lockList`).
 */
export const SORT_STEP = 1024;
/** Rows on each side of a used-up gap whose keys are spread out again. */
export const RESPACE_RADIUS = 256;

export type TOrderedList = {
  table: PgTable;
  id: PgColumn;
  sortKey: PgColumn;
  /** The condition that picks the list's rows out of the table (e.g. locale = 'en'). */
  scope: SQL;
  /** Names the transaction-level lock that makes changes to this list wait for each other. */
  lockKey: string;
};

export type TOrderedRow = { id: number; sortKey: number };

/**
 * Concurrent moves, creations and deletions in one list run one after another, each
 * seeing the order the previous one left.
 */
export async function lockList(db: TDbOrTx, list: TOrderedList): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${list.lockKey}))`);
}

export async function rankIn(db: TDbOrTx, list: TOrderedList, row: TOrderedRow): Promise<number> {
  const [result] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(list.table)
    .where(and(list.scope, sql`(${list.sortKey}, ${list.id}) <= (${row.sortKey}, ${row.id})`));
  return result?.n ?? 0;
}

/** The key after the list's last row (a new row goes last). */
export async function keyAfterLast(db: TDbOrTx, list: TOrderedList): Promise<number> {
  const [row] = await db
    .select({ top: sql<number | null>`max(${list.sortKey})` })
    .from(list.table)
    .where(list.scope);
  return Number(row?.top ?? 0) + SORT_STEP;
}

const column = (target: PgColumn) => sql.identifier(target.name);

/** Re-spaces the whole list SORT_STEP apart, keeping the order; needed only when a gap is used up. */
export async function respaceAll(db: TDbOrTx, list: TOrderedList): Promise<void> {
  await db.execute(sql`
    update ${list.table} set ${column(list.sortKey)} = ordered.rank * ${SORT_STEP}
    from (
      select ${list.id} as id, row_number() over (order by ${list.sortKey}, ${list.id}) as rank
      from ${list.table} where ${list.scope}
    ) as ordered
    where ${list.id} = ordered.id`);
}

const positionTooLarge = (max: number) =>
  new HttpError(422, 'invalid', 'position', `Position must be between 1 and ${max}`);

/**
 * The sort key that puts `row` at 1-based `position` in its list: between the neighbours it
 * will have there (reads at most `position` index entries). Null when the gap is used up.
 */
async function keyAt(
  db: TDbOrTx,
  list: TOrderedList,
  row: TOrderedRow,
  position: number,
): Promise<number | null> {
  const others = and(list.scope, ne(list.id, row.id));
  const found = await db
    .select({ key: list.sortKey })
    .from(list.table)
    .where(others)
    .orderBy(asc(list.sortKey), asc(list.id))
    .offset(Math.max(0, position - 2))
    .limit(position === 1 ? 1 : 2);
  const keys = found.map((entry) => Number(entry.key));
  const [before, after] = position === 1 ? [undefined, keys[0]] : keys;
  if (position === 1) return after !== undefined ? after - SORT_STEP : row.sortKey;
  if (before === undefined) {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(list.table)
      .where(others);
    throw positionTooLarge((count?.n ?? 0) + 1);
  }
  if (after === undefined) return before + SORT_STEP;
  const middle = (before + after) / 2;
  return middle > before && middle < after ? middle : null;
}

/**
 * Spreads the keys of the rows around `position` evenly between the keys just outside that
 * window, keeping the order: a few hundred rows instead of the whole list. False when even
 * that range has no room left.
 */
export async function respaceAround(
  db: TDbOrTx,
  list: TOrderedList,
  position: number,
): Promise<boolean> {
  const start = Math.max(0, position - RESPACE_RADIUS - 2);
  const found = await db
    .select({ id: list.id, key: list.sortKey })
    .from(list.table)
    .where(list.scope)
    .orderBy(asc(list.sortKey), asc(list.id))
    .offset(start)
    .limit(2 * RESPACE_RADIUS + 3);
  const rows = found.map((entry) => ({ id: Number(entry.id), key: Number(entry.key) }));
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return false;
  // The rows just outside the window stay; at either end of the list there is open room.
  const low = start === 0 ? first.key - SORT_STEP : first.key;
  const inner = start === 0 ? rows : rows.slice(1);
  const full = rows.length === 2 * RESPACE_RADIUS + 3;
  const high = full ? last.key : last.key + SORT_STEP;
  const spread = full ? inner.slice(0, -1) : inner;
  const step = (high - low) / (spread.length + 1);
  const keys = spread.map((_, i) => low + step * (i + 1));
  if (keys.some((key, i) => key <= (keys[i - 1] ?? low) || key >= high)) return false;
  if (spread.length === 0) return true;
  const values = sql.join(
    spread.map((row, i) => sql`(${row.id}::int, ${keys[i]}::double precision)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${list.table} set ${column(list.sortKey)} = spread.key
    from (values ${values}) as spread(id, key)
    where ${list.id} = spread.id`);
  return true;
}

/**
 * The key that gives `row` the 1-based `position` (422 beyond N). When the gap there is
 * used up, the keys around it are re-spaced first (the whole list only if that is not enough).
 */
export async function placeAt(
  db: TDbOrTx,
  list: TOrderedList,
  row: TOrderedRow,
  position: number,
): Promise<number> {
  let key = await keyAt(db, list, row, position);
  if (key !== null) return key;
  if (!(await respaceAround(db, list, position))) await respaceAll(db, list);
  const [fresh] = await db
    .select({ key: list.sortKey })
    .from(list.table)
    .where(sql`${list.id} = ${row.id}`);
  key = fresh ? await keyAt(db, list, { id: row.id, sortKey: Number(fresh.key) }, position) : null;
  if (key === null) throw new Error('no sort key free after re-spacing');
  return key;
}

/** The list's ids in order (tests and the bench). */
export async function orderedIdsOf(db: TDbOrTx, list: TOrderedList): Promise<number[]> {
  const rows = await db
    .select({ id: list.id })
    .from(list.table)
    .where(list.scope)
    .orderBy(asc(list.sortKey), asc(list.id));
  return rows.map((row) => Number(row.id));
}
