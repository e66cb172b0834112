import type { TContentTagsChange } from '@newsroom/contract';
import type { TDbOrTx } from '../../db/client';
import { contentTags } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { finishTagChange } from './finish-tag-change';
import { loadTagChange, type TContentTagChange } from './tag-change';

/** Assigns a tag of the locale; assigning it again answers the same list with `changed: false`. */
export async function assignContentTag(
  db: TDbOrTx,
  change: TContentTagChange,
  now: Date,
): Promise<TContentTagsChange> {
  // The tag locked: the insert never loses it to a concurrent delete.
  const { content, tag } = await loadTagChange(db, change, { lockTag: true });
  if (!tag) throw new HttpError(422, 'invalid', 'tag_id', 'This tag does not exist');
  const inserted = await db
    .insert(contentTags)
    .values({ contentType: content.type, contentId: content.id, tagId: tag.id })
    .onConflictDoNothing()
    .returning({ tagId: contentTags.tagId });
  return finishTagChange(db, content, change, now, {
    changed: inserted.length > 0,
    action: 'add_tag',
    tag,
  });
}
