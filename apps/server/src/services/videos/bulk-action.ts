import type { TVideoBulkAction, TVideoBulkResult } from '@newsroom/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentTags, tags, videoProjects } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { assertSelectionCount, selectionWhere } from './selection';

async function changedIds(
  db: TDbOrTx,
  input: TVideoBulkAction,
  ids: number[],
  now: Date,
): Promise<number[]> {
  if (ids.length === 0) return [];
  switch (input.action) {
    case 'publish':
    case 'unpublish': {
      const status = input.action === 'publish' ? 'published' : 'unpublished';
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
        .returning({ id: videoProjects.id });
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
  const changed = new Set(
    await changedIds(
      db,
      input,
      rows.map((row) => row.id),
      now,
    ),
  );
  return {
    action: input.action,
    count: rows.length,
    results: rows.map((row) => ({
      external_name: row.externalName,
      ok: true,
      changed: changed.has(row.id),
    })),
  };
}
