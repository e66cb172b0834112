import type { TVideoBulkUndoResult } from '@newsroom/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentTags, videoBulkChanges } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { TPreviousState } from './bulk-action';

type TChange = typeof videoBulkChanges.$inferSelect;

const rowsOf = (result: unknown) => (result as { rows: { id: number }[] }).rows;

/** Puts status and published date back where the video still has the status the action gave it. */
async function restoreStates(db: TDbOrTx, change: TChange, now: Date): Promise<number> {
  const previous = change.previous as TPreviousState[];
  const setTo = change.action === 'publish' ? 'published' : 'unpublished';
  const result = await db.execute(sql`
    UPDATE video_projects AS v
    SET status = p.status, published_at = p.published_at, version = v.version + 1, updated_at = ${now}
    FROM jsonb_to_recordset(${JSON.stringify(previous)}::jsonb)
      AS p(id integer, status text, published_at timestamptz)
    WHERE v.id = p.id AND v.status = ${setTo}
    RETURNING v.id`);
  return rowsOf(result).length;
}

/** Takes the tag off the videos it was added to, or puts it back on those it was removed from. */
async function restoreTags(db: TDbOrTx, change: TChange): Promise<number> {
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
    return removed.length;
  }
  // A video deleted since, or a tag deleted since, is not brought back.
  const result = await db.execute(sql`
    INSERT INTO content_tags (content_type, content_id, tag_id)
    SELECT 'video', v.id, t.id
    FROM video_projects v JOIN tags t ON t.id = ${tagId}
    WHERE v.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::integer)
    ON CONFLICT DO NOTHING
    RETURNING content_id AS id`);
  return rowsOf(result).length;
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
  const restored =
    change.action === 'publish' || change.action === 'unpublish'
      ? await restoreStates(db, change, now)
      : await restoreTags(db, change);
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
