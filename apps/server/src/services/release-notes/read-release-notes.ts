import type { TReleaseNote, TReleaseNoteList } from '@newsroom/contract';
import { count, desc, eq, gt } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { releaseNoteReads, releaseNotes } from '../../db/schema';

type TRow = typeof releaseNotes.$inferSelect;

export const presentReleaseNote = (row: TRow, lastReadId: number): TReleaseNote => ({
  id: row.id,
  version: row.version,
  released_on: row.releasedOn,
  body: row.body,
  unread: row.id > lastReadId,
  revision: row.revision,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** What the history keeps of a note: the fields an editor changes. */
export const releaseNoteSnapshot = (row: TRow) => ({
  version: row.version,
  released_on: row.releasedOn,
  body: row.body,
});

/** The id of the newest note the admin has seen; 0 when they never opened "What's new". */
export async function lastReadIdOf(db: TDbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ lastReadId: releaseNoteReads.lastReadId })
    .from(releaseNoteReads)
    .where(eq(releaseNoteReads.userId, userId));
  return row?.lastReadId ?? 0;
}

/** How many notes the admin has not seen: one indexed count, small enough for every page. */
export async function countUnread(db: TDbOrTx, userId: number): Promise<number> {
  const lastReadId = await lastReadIdOf(db, userId);
  const [row] = await db
    .select({ n: count() })
    .from(releaseNotes)
    .where(gt(releaseNotes.id, lastReadId));
  return row?.n ?? 0;
}

/** A page of notes, newest release first (then newest written), each marked for the admin. */
export async function listReleaseNotes(
  db: TDbOrTx,
  userId: number,
  page: { page: number; per_page: number },
): Promise<TReleaseNoteList> {
  const lastReadId = await lastReadIdOf(db, userId);
  const rows = await db
    .select()
    .from(releaseNotes)
    .orderBy(desc(releaseNotes.releasedOn), desc(releaseNotes.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  const [total] = await db.select({ n: count() }).from(releaseNotes);
  const [unread] = await db
    .select({ n: count() })
    .from(releaseNotes)
    .where(gt(releaseNotes.id, lastReadId));
  return {
    release_notes: rows.map((row) => presentReleaseNote(row, lastReadId)),
    count: total?.n ?? 0,
    unread_count: unread?.n ?? 0,
  };
}
