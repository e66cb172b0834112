import type { TContentTags } from '@newsroom/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { contentTags, tags } from '../../db/schema';
import type { TContentRef } from './find-content';

/** The content's tags of one locale, in the locale's tag order (a handful, so not paged). */
export async function listContentTags(
  db: TDbOrTx,
  content: TContentRef,
  locale: string,
): Promise<TContentTags> {
  const rows = await db
    .select({ id: tags.id, name: tags.name, locale: tags.locale })
    .from(contentTags)
    .innerJoin(tags, eq(tags.id, contentTags.tagId))
    .where(
      and(
        eq(contentTags.contentType, content.type),
        eq(contentTags.contentId, content.id),
        eq(tags.locale, locale),
      ),
    )
    .orderBy(asc(tags.sortKey), asc(tags.id));
  return { content, locale, tags: rows, count: rows.length };
}
