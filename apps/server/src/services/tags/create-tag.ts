import type { TTag, TTagCreate } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { locales, tags } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordHistory } from '../history';
import { lockLocale } from './lock-tags';
import { presentTag } from './present-tag';
import { assertNameFree, isUniqueViolation, nameTaken } from './tag-errors';
import { keyAfterLast, rankOf } from './tag-order';

/** A new tag goes last in its locale (position N+1), off the dashboard. */
export async function createTag(
  db: TDbOrTx,
  actorId: number | null,
  input: TTagCreate['tag'],
  now: Date,
): Promise<TTag> {
  const [locale] = await db.select().from(locales).where(eq(locales.code, input.locale));
  if (!locale) throw new HttpError(422, 'invalid', 'tag.locale', 'Unknown locale');
  await lockLocale(db, input.locale);
  await assertNameFree(db, input.locale, input.name, 'tag.name');
  const sortKey = await keyAfterLast(db, input.locale);
  let row: typeof tags.$inferSelect | undefined;
  try {
    [row] = await db
      .insert(tags)
      .values({ name: input.name, locale: input.locale, sortKey, createdAt: now, updatedAt: now })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken('tag.name');
    throw error;
  }
  if (!row) throw new Error('tag insert returned no row');
  const tag = presentTag(row, await rankOf(db, row));
  await recordHistory(db, {
    subjectType: 'tag',
    subjectId: tag.id,
    action: 'create',
    actorId,
    after: tag,
  });
  return tag;
}
