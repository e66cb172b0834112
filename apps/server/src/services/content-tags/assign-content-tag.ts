import type { TContentTagsChange, TContentTagType } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentTags, tags } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { assertKnownLocale, findContent } from './find-content';
import { finishTagChange } from './finish-tag-change';

export type TContentTagChange = {
  type: TContentTagType;
  key: string | number;
  locale: string;
  tagId: number;
  actorId: number | null;
};

/** A tag of another locale on this screen is a mistake, refused rather than filed elsewhere. */
export function wrongLocale(tagLocale: string, locale: string, field: string) {
  return new HttpError(
    422,
    'invalid',
    field,
    `This tag belongs to locale ${tagLocale}, not ${locale}`,
  );
}

/** Assigns a tag of the locale; assigning it again answers the same list with `changed: false`. */
export async function assignContentTag(
  db: TDbOrTx,
  change: TContentTagChange,
  now: Date,
): Promise<TContentTagsChange> {
  await assertKnownLocale(db, change.locale);
  const content = await findContent(db, change.type, change.key, { lock: true });
  // Key-share lock: a concurrent delete of the tag waits, so the insert never loses its tag.
  const [tag] = await db
    .select({ id: tags.id, name: tags.name, locale: tags.locale })
    .from(tags)
    .where(eq(tags.id, change.tagId))
    .for('key share');
  if (!tag) throw new HttpError(422, 'invalid', 'tag_id', 'This tag does not exist');
  if (tag.locale !== change.locale) throw wrongLocale(tag.locale, change.locale, 'tag_id');
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
