import type { TContentTagType } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { tags } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { assertKnownLocale, findContent } from './find-content';

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

/**
 * What a tag change works on: the content, locked, and the tag if it exists (a tag of another
 * locale is refused). `lockTag` takes a key-share lock, so a concurrent delete of the tag waits.
 */
export async function loadTagChange(
  db: TDbOrTx,
  change: TContentTagChange,
  { lockTag }: { lockTag: boolean },
) {
  await assertKnownLocale(db, change.locale);
  const content = await findContent(db, change.type, change.key, { lock: true });
  const query = db
    .select({ id: tags.id, name: tags.name, locale: tags.locale })
    .from(tags)
    .where(eq(tags.id, change.tagId));
  const [tag] = lockTag ? await query.for('key share') : await query;
  if (tag && tag.locale !== change.locale) throw wrongLocale(tag.locale, change.locale, 'tag_id');
  return { content, tag };
}
