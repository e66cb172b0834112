import type { TVideoTranslation, TVideoTranslationSave } from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { locales, videoTranslations } from '../../db/schema';
import { conflict, HttpError } from '../../lib/http-error';
import { recordHistory } from '../history';
import { presentTranslation, translationRows, videoForTranslation } from './list-translations';

const snapshot = (entry: TVideoTranslation) => ({
  locale: entry.locale,
  title: entry.title,
  description: entry.description,
  version: entry.version,
});

/**
 * PUT translations/{locale}: writes one locale of a video, with before and after in the
 * video's history. The video row is locked first, so saves of one video apply one after another.
 */
export async function saveVideoTranslation(
  db: TDbOrTx,
  actorId: number | null,
  videoId: number,
  localeCode: string,
  change: TVideoTranslationSave['translation'],
  now: Date,
): Promise<TVideoTranslation> {
  const video = await videoForTranslation(db, videoId, true);
  const [locale] = await db
    .select({ code: locales.code, name: locales.name })
    .from(locales)
    .where(eq(locales.code, localeCode));
  if (!locale) throw new HttpError(422, 'invalid', 'locale', 'Unknown locale');
  if (locale.code === video.locale) {
    throw new HttpError(
      422,
      'invalid',
      'locale',
      "This is the video's own locale: change it on the Details tab",
    );
  }
  const [current] = await translationRows(db, videoId, locale.code);
  const before = current ? presentTranslation(locale, current) : null;
  if (change.version !== undefined && change.version !== (before?.version ?? 0)) throw conflict();
  const values = { title: change.title, description: change.description };
  await db
    .insert(videoTranslations)
    .values({ videoId, locale: locale.code, ...values, updatedAt: now, updatedBy: actorId })
    .onConflictDoUpdate({
      target: [videoTranslations.videoId, videoTranslations.locale],
      set: {
        ...values,
        version: sql`${videoTranslations.version} + 1`,
        updatedAt: now,
        updatedBy: actorId,
      },
    });
  const [row] = await translationRows(db, videoId, locale.code);
  const after = presentTranslation(locale, row);
  await recordHistory(db, {
    subjectType: 'video',
    subjectId: videoId,
    action: `translation:${locale.code}`,
    actorId,
    before: before ? snapshot(before) : null,
    after: snapshot(after),
  });
  return after;
}
