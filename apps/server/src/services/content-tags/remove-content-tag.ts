import type { TContentTagsChange } from '@newsroom/contract';
import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentTags, tags } from '../../db/schema';
import { type TContentTagChange, wrongLocale } from './assign-content-tag';
import { assertKnownLocale, findContent } from './find-content';
import { finishTagChange } from './finish-tag-change';

/**
 * Takes a tag off the content. A tag that is not on it (or no longer exists)
 * answers the list with `changed: false`, so a repeated or late click is harmless.
 */
export async function removeContentTag(
  db: TDbOrTx,
  change: TContentTagChange,
  now: Date,
): Promise<TContentTagsChange> {
  await assertKnownLocale(db, change.locale);
  const content = await findContent(db, change.type, change.key, { lock: true });
  const [tag] = await db
    .select({ id: tags.id, name: tags.name, locale: tags.locale })
    .from(tags)
    .where(eq(tags.id, change.tagId));
  if (tag && tag.locale !== change.locale) throw wrongLocale(tag.locale, change.locale, 'tag_id');
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
