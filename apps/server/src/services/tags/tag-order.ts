import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { tags } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { TTagRow } from './present-tag';

/**
 * A locale's order is kept as sort keys with gaps (SORT_STEP apart when fresh):
 * a move writes only the moved row, with a key between its new neighbours,
 * instead of shifting up to N positions. The 1-based position shown everywhere
 * is the rank by (sort_key, id), so positions are always exactly 1..N.
 */
export const SORT_STEP = 1024;
/** Tags on each side of a used-up gap whose keys are spread out again. */
export const RESPACE_RADIUS = 256;

/**
 * Rank of the outer `tags` row in its locale, for use inside a select over
 * `tags` (written out in full: Drizzle leaves single-table columns unqualified).
 */
export const positionOf = sql<number>`(
  select count(*) from tags as t2
  where t2.locale = "tags"."locale" and (t2.sort_key, t2.id) <= ("tags"."sort_key", "tags"."id")
)::int`;

export async function rankOf(db: TDbOrTx, row: TTagRow): Promise<number> {
  const [result] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tags)
    .where(
      and(
        eq(tags.locale, row.locale),
        sql`(${tags.sortKey}, ${tags.id}) <= (${row.sortKey}, ${row.id})`,
      ),
    );
  return result?.n ?? 0;
}

/** The key after the locale's last tag (a new tag goes last). */
export async function keyAfterLast(db: TDbOrTx, locale: string): Promise<number> {
  const [row] = await db
    .select({ top: sql<number | null>`max(${tags.sortKey})` })
    .from(tags)
    .where(eq(tags.locale, locale));
  return (row?.top ?? 0) + SORT_STEP;
}

/** Re-spaces a locale's keys SORT_STEP apart, keeping the order; needed only when a gap is used up. */
export async function respaceLocale(db: TDbOrTx, locale: string): Promise<void> {
  await db.execute(sql`
    update tags set sort_key = ordered.rank * ${SORT_STEP}
    from (select id, row_number() over (order by sort_key, id) as rank from tags where locale = ${locale}) as ordered
    where tags.id = ordered.id`);
}

const positionTooLarge = (max: number) =>
  new HttpError(422, 'invalid', 'position', `Position must be between 1 and ${max}`);

/**
 * The sort key that puts `row` at 1-based `position` among its locale's tags:
 * between the neighbours it will have there (reads at most `position` index
 * entries). Null when the gap is used up and the locale must be re-spaced first.
 */
async function keyAt(db: TDbOrTx, row: TTagRow, position: number): Promise<number | null> {
  const others = and(eq(tags.locale, row.locale), ne(tags.id, row.id));
  const neighbours = await db
    .select({ key: tags.sortKey })
    .from(tags)
    .where(others)
    .orderBy(asc(tags.sortKey), asc(tags.id))
    .offset(Math.max(0, position - 2))
    .limit(position === 1 ? 1 : 2);
  const [before, after] = position === 1 ? [undefined, neighbours[0]] : neighbours;
  if (position === 1) return after ? after.key - SORT_STEP : row.sortKey;
  if (!before) {
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(tags).where(others);
    throw positionTooLarge((count?.n ?? 0) + 1);
  }
  if (!after) return before.key + SORT_STEP;
  const middle = (before.key + after.key) / 2;
  return middle > before.key && middle < after.key ? middle : null;
}

/**
 * Spreads the keys of the tags around `position` evenly between the keys just
 * outside that window, keeping the order: a few hundred rows instead of the
 * whole locale. False when even that range has no room left.
 */
export async function respaceAround(
  db: TDbOrTx,
  locale: string,
  position: number,
): Promise<boolean> {
  const start = Math.max(0, position - RESPACE_RADIUS - 2);
  const rows = await db
    .select({ id: tags.id, key: tags.sortKey })
    .from(tags)
    .where(eq(tags.locale, locale))
    .orderBy(asc(tags.sortKey), asc(tags.id))
    .offset(start)
    .limit(2 * RESPACE_RADIUS + 3);
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return false;
  // The rows just outside the window stay; at either end of the locale there is open room.
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
    update tags set sort_key = spread.key
    from (values ${values}) as spread(id, key)
    where tags.id = spread.id`);
  return true;
}

/**
 * Gives `row` the key of `position`. When the gap there is used up, the keys
 * around it are re-spaced first (the whole locale only if that is not enough).
 */
export async function placeAt(db: TDbOrTx, row: TTagRow, position: number): Promise<number> {
  let key = await keyAt(db, row, position);
  if (key !== null) return key;
  if (!(await respaceAround(db, row.locale, position))) await respaceLocale(db, row.locale);
  const [fresh] = await db.select().from(tags).where(eq(tags.id, row.id));
  key = fresh ? await keyAt(db, fresh, position) : null;
  if (key === null) throw new Error('no sort key free after re-spacing');
  return key;
}

/** Used by tests and the bench: the locale's ids in order. */
export async function orderedIds(db: TDbOrTx, locale: string): Promise<number[]> {
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(eq(tags.locale, locale))
    .orderBy(asc(tags.sortKey), asc(tags.id));
  return rows.map((row) => row.id);
}
