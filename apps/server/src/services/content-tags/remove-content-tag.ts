import type { TContentTagsChange } from '@newsroom/contract';
import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentTags } from '../../db/schema';
import { finishTagChange } from './finish-tag-change';
import { loadTagChange, type TContentTagChange } from './tag-change';

/**
 * Takes a tag off the content. A tag that is not on it (or no longer exists)
 * answers the list with `changed: false`, so a repeated or late click is harmless.
 */
export async function removeContentTag(
  db: TDbOrTx,
  change: TContentTagChange,
  now: Date,
): Promise<TContentTagsChange> {
  const { content, tag } = await loadTagChange(db, change, { lockTag: false });
  const removed = tag
    ? await db
        .delete(contentTags)
        .where(
          and(
            eq(contentTags.contentType, content.type),
            eq(contentTags.contentId, content.id),
            eq(contentTags.tagId, tag.id),
          ),
        )
        .returning({ tagId: contentTags.tagId })
    : [];
  return finishTagChange(db, content, change, now, {
    changed: removed.length > 0,
    action: 'remove_tag',
    tag,
  });
}
