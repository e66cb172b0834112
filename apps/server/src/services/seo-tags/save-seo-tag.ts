import {
  placeholderProblem,
  type TSeoPageType,
  type TSeoTag,
  type TSeoTagUpdate,
} from '@newsroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { seoTags } from '../../db/schema';
import { conflict, HttpError } from '../../lib/http-error';
import { recordHistory } from '../history';
import { assertKnownLocale, lockSeoTag, presentSeoTag, seoSubjectId } from './read-seo-tags';

/** What the history keeps of a page type's tags: the values an editor sees, no version. */
export const seoSnapshot = ({ version: _v, updated_at: _u, ...rest }: TSeoTag) => rest;

/**
 * Saves a page type's templates and robots in a locale. Placeholders must be the page type's
 * (422 on the field); the version must be the one the editor saw: 0 creates the row, and a
 * row someone else created or changed meanwhile answers 409.
 */
export async function saveSeoTag(
  db: TDbOrTx,
  actorId: number | null,
  target: { locale: string; pageType: TSeoPageType },
  change: TSeoTagUpdate['seo_tag'],
  now: Date,
): Promise<TSeoTag> {
  const { locale, pageType } = target;
  for (const field of ['title_template', 'description_template'] as const) {
    const problem = placeholderProblem(pageType, change[field]);
    if (problem) throw new HttpError(422, 'invalid', `seo_tag.${field}`, problem);
  }
  await assertKnownLocale(db, locale);
  const current = await lockSeoTag(db, locale, pageType);
  if ((current?.version ?? 0) !== change.version) throw conflict();
  const values = {
    titleTemplate: change.title_template,
    descriptionTemplate: change.description_template,
    robotsIndex: change.robots_index,
    robotsFollow: change.robots_follow,
    updatedAt: now,
  };
  const [row] = current
    ? await db
        .update(seoTags)
        .set({ ...values, version: sql`${seoTags.version} + 1` })
        .where(
          and(
            eq(seoTags.locale, locale),
            eq(seoTags.pageType, pageType),
            eq(seoTags.version, change.version),
          ),
        )
        .returning()
    : // Two first saves at once: the second finds the row made and gets 409, like a stale save.
      await db
        .insert(seoTags)
        .values({ locale, pageType, ...values })
        .onConflictDoNothing()
        .returning();
  if (!row) throw conflict();
  const after = presentSeoTag(locale, pageType, row);
  await recordHistory(db, {
    subjectType: 'seo_tag',
    subjectId: seoSubjectId(locale, pageType),
    action: current ? 'update' : 'create',
    actorId,
    before: seoSnapshot(presentSeoTag(locale, pageType, current)),
    after: seoSnapshot(after),
  });
  return after;
}
