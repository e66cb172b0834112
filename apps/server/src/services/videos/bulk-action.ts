import {
  type TVideoBulkAction,
  type TVideoBulkResult,
  VIDEO_BULK_UNDO_MS,
} from '@newsroom/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentTags, tags, videoBulkChanges, videoProjects } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordBulkHistory, type TBulkHistoryEntry } from './bulk-history';
import { assertSelectionCount, selectionWhere } from './selection';

/** A video's publishing state before a bulk publish or unpublish changed it (for undo). */
export type TPreviousState = { id: number; status: string; published_at: string | null };

async function changedIds(
  db: TDbOrTx,
  input: TVideoBulkAction,
  ids: number[],
  now: Date,
  before: Map<number, TPreviousState>,
  history: TBulkHistoryEntry[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  switch (input.action) {
    case 'publish':
    case 'unpublish': {
      const status = input.action === 'publish' ? 'published' : 'unpublished';
      const previous = await db
        .select({
          id: videoProjects.id,
          status: videoProjects.status,
          publishedAt: videoProjects.publishedAt,
        })
        .from(videoProjects)
        .where(and(inArray(videoProjects.id, ids), ne(videoProjects.status, status)));
      for (const row of previous) {
        before.set(row.id, {
          id: row.id,
          status: row.status,
          published_at: row.publishedAt?.toISOString() ?? null,
        });
      }
      // Publishing keeps the published date of a video that had one.
      const rows = await db
        .update(videoProjects)
        .set({
          status,
          publishedAt:
            status === 'published'
              ? sql`coalesce(${videoProjects.publishedAt}, ${now})`
              : undefined,
          version: sql`${videoProjects.version} + 1`,
          updatedAt: now,
        })
        .where(and(inArray(videoProjects.id, ids), ne(videoProjects.status, status)))
        .returning({ id: videoProjects.id, publishedAt: videoProjects.publishedAt });
      for (const row of rows) {
        const was = before.get(row.id);
        history.push({
          id: row.id,
          before: { status: was?.status, published_at: was?.published_at ?? null },
          after: { status, published_at: row.publishedAt?.toISOString() ?? null },
        });
      }
      return rows.map((row) => row.id);
    }
    case 'add_tag': {
      const rows = await db
        .insert(contentTags)
        .values(
          ids.map((id) => ({
            contentType: 'video' as const,
            contentId: id,
            tagId: input.tag_id ?? 0,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: contentTags.contentId });
      for (const row of rows) {
        history.push({ id: row.id, before: { tag_id: null }, after: { tag_id: input.tag_id } });
      }
      return rows.map((row) => row.id);
    }
    case 'remove_tag': {
      const rows = await db
        .delete(contentTags)
        .where(
          and(
            eq(contentTags.contentType, 'video'),
            eq(contentTags.tagId, input.tag_id ?? 0),
            inArray(contentTags.contentId, ids),
          ),
        )
        .returning({ id: contentTags.contentId });
      for (const row of rows) {
        history.push({ id: row.id, before: { tag_id: input.tag_id }, after: { tag_id: null } });
      }
      return rows.map((row) => row.id);
    }
  }
}

/**
 * Runs one action on every video of the selection within the search, in the
 * caller's transaction. When the selection no longer holds the number of videos
 * the admin was shown, nothing changes and the answer is 409 count_mismatch.
 */
export async function runBulkAction(
  db: TDbOrTx,
  input: TVideoBulkAction,
  now: Date,
  adminId: number,
): Promise<TVideoBulkResult> {
  const needsTag = input.action === 'add_tag' || input.action === 'remove_tag';
  if (needsTag) {
    if (!input.tag_id) throw new HttpError(422, 'invalid', 'tag_id', 'Choose a tag');
    const [tag] = await db.select({ id: tags.id }).from(tags).where(eq(tags.id, input.tag_id));
    if (!tag) throw new HttpError(422, 'invalid', 'tag_id', 'This tag does not exist');
  }
  const rows = await db
    .select({ id: videoProjects.id, externalName: videoProjects.externalName })
    .from(videoProjects)
    .where(await selectionWhere(db, input))
    .orderBy(videoProjects.id)
    .for('update');
  assertSelectionCount(rows.length, input);
  const before = new Map<number, TPreviousState>();
  const history: TBulkHistoryEntry[] = [];
  const changed = new Set(
    await changedIds(
      db,
      input,
      rows.map((row) => row.id),
      now,
      before,
      history,
    ),
  );
  await recordBulkHistory(db, adminId, `bulk_${input.action}`, history);
  const undo = changed.size
    ? await rememberChange(db, input, adminId, now, [...changed], before)
    : null;
  return {
    action: input.action,
    count: rows.length,
    results: rows.map((row) => ({
      external_name: row.externalName,
      ok: true,
      changed: changed.has(row.id),
    })),
    undo_id: undo?.id ?? null,
    undo_until: undo?.expiresAt.toISOString() ?? null,
  };
}

/** Keeps what changed, in the bulk action's transaction, so that the admin can undo it for a while. */
async function rememberChange(
  db: TDbOrTx,
  input: TVideoBulkAction,
  adminId: number,
  now: Date,
  changed: number[],
  before: Map<number, TPreviousState>,
) {
  const tagged = input.action === 'add_tag' || input.action === 'remove_tag';
  const [row] = await db
    .insert(videoBulkChanges)
    .values({
      adminId,
      action: input.action,
      tagId: tagged ? (input.tag_id ?? null) : null,
      previous: tagged ? changed : changed.map((id) => before.get(id)),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VIDEO_BULK_UNDO_MS),
    })
    .returning({ id: videoBulkChanges.id, expiresAt: videoBulkChanges.expiresAt });
  return row ?? null;
}
