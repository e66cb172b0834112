import type { TVideoBulkUndoResult } from '@newsroom/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentTags, videoBulkChanges } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { TPreviousState } from './bulk-action';
import { recordBulkHistory, type TBulkHistoryEntry } from './bulk-history';

type TChange = typeof videoBulkChanges.$inferSelect;

type TRestored = { id: number; status?: string; published_at?: string | Date | null };
const rowsOf = (result: unknown) => (result as { rows: TRestored[] }).rows;

/** Puts status and published date back where the video still has the status the action gave it. */
async function restoreStates(
  db: TDbOrTx,
  change: TChange,
  now: Date,
): Promise<TBulkHistoryEntry[]> {
  const previous = change.previous as TPreviousState[];
  const setTo = change.action === 'publish' ? 'published' : 'unpublished';
  const result = await db.execute(sql`
    UPDATE video_projects AS v
    SET status = p.status, published_at = p.published_at, version = v.version + 1, updated_at = ${now}
    FROM jsonb_to_recordset(${JSON.stringify(previous)}::jsonb)
      AS p(id integer, status text, published_at timestamptz)
    WHERE v.id = p.id AND v.status = ${setTo}
    RETURNING v.id, v.status, v.published_at`);
  return rowsOf(result).map((row) => ({
    id: row.id,
    before: { status: setTo },
    after: {
      status: row.status,
      published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
    },
  }));
}

/** Takes the tag off the videos it was added to, or puts it back on those it was removed from. */
async function restoreTags(db: TDbOrTx, change: TChange): Promise<TBulkHistoryEntry[]> {
  const ids = change.previous as number[];
  const tagId = change.tagId ?? 0;
  if (change.action === 'add_tag') {
    const removed = await db
      .delete(contentTags)
      .where(
        and(
          eq(contentTags.contentType, 'video'),
          eq(contentTags.tagId, tagId),
          inArray(contentTags.contentId, ids),
        ),
      )
      .returning({ id: contentTags.contentId });
    return removed.map((row) => ({
      id: row.id,
      before: { tag_id: tagId },
      after: { tag_id: null },
    }));
  }
  // A video deleted since, or a tag deleted since, is not brought back.
  const result = await db.execute(sql`
    INSERT INTO content_tags (content_type, content_id, tag_id)
    SELECT 'video', v.id, t.id
    FROM video_projects v JOIN tags t ON t.id = ${tagId}
    WHERE v.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::integer)
    ON CONFLICT DO NOTHING
    RETURNING content_id AS id`);
  return rowsOf(result).map((row) => ({
    id: row.id,
    before: { tag_id: null },
    after: { tag_id: tagId },
  }));
}

/**
 * Undoes one bulk action over videos in the caller's transaction: what it changed goes back to
 * the values kept beside it, except videos changed by someone since (their newer state stays).
 * Only by the admin who made it (404 for others); once: a second undo is 409; after `expires_at` 410.
 */
export async function undoBulkAction(
  db: TDbOrTx,
  id: number,
  now: Date,
  adminId: number,
): Promise<TVideoBulkUndoResult> {
  const [change] = await db
    .select()
    .from(videoBulkChanges)
    .where(and(eq(videoBulkChanges.id, id), eq(videoBulkChanges.adminId, adminId)))
    .for('update');
  if (!change) throw notFound();
  if (change.undoneAt)
    throw new HttpError(409, 'conflict', undefined, 'This change was already undone.');
  if (change.expiresAt <= now) throw new HttpError(410, 'undo_expired');
  const total = (change.previous as unknown[]).length;
  const history =
    change.action === 'publish' || change.action === 'unpublish'
      ? await restoreStates(db, change, now)
      : await restoreTags(db, change);
  // The undo is a change like any other: each video's history says it was put back, and by whom.
  await recordBulkHistory(db, adminId, `undo_bulk_${change.action}`, history);
  const restored = history.length;
  await db.update(videoBulkChanges).set({ undoneAt: now }).where(eq(videoBulkChanges.id, id));
  return {
    action: change.action as TVideoBulkUndoResult['action'],
    restored,
    skipped: total - restored,
  };
}

/** Housekeeping: changes past their undo time are forgotten. */
export async function forgetExpiredBulkChanges(db: TDbOrTx, now: Date) {
  await db.delete(videoBulkChanges).where(sql`${videoBulkChanges.expiresAt} < ${now}`);
}
