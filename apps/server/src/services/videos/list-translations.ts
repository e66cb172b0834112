import type { TVideoTranslation, TVideoTranslations } from '@newsroom/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { locales, users, videoProjects, videoTranslations } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { personName } from '../../lib/person-name';

/** The video row, locked for the caller's transaction when it is about to write. */
export async function videoForTranslation(db: TDbOrTx, videoId: number, lock = false) {
  const query = db
    .select({
      id: videoProjects.id,
      locale: videoProjects.locale,
      title: videoProjects.title,
      description: videoProjects.description,
    })
    .from(videoProjects)
    .where(eq(videoProjects.id, videoId));
  const [video] = lock ? await query.for('update') : await query;
  if (!video) throw notFound();
  return video;
}

/** A video's translations with who saved them last; one locale when `locale` is given. */
export async function translationRows(db: TDbOrTx, videoId: number, locale?: string) {
  return db
    .select({
      locale: videoTranslations.locale,
      title: videoTranslations.title,
      description: videoTranslations.description,
      version: videoTranslations.version,
      updatedAt: videoTranslations.updatedAt,
      updatedById: videoTranslations.updatedBy,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(videoTranslations)
    .leftJoin(users, eq(users.id, videoTranslations.updatedBy))
    .where(
      and(
        eq(videoTranslations.videoId, videoId),
        locale ? eq(videoTranslations.locale, locale) : undefined,
      ),
    );
}

type TTranslationRow = Awaited<ReturnType<typeof translationRows>>[number];

export function presentTranslation(
  locale: { code: string; name: string },
  row: TTranslationRow | undefined,
): TVideoTranslation {
  if (!row) {
    return {
      locale: locale.code,
      locale_name: locale.name,
      title: '',
      description: '',
      missing: true,
      updated_at: null,
      updated_by: null,
      version: 0,
    };
  }
  return {
    locale: locale.code,
    locale_name: locale.name,
    title: row.title,
    description: row.description,
    missing: false,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedById
      ? { id: row.updatedById, name: personName(row.firstName, row.lastName) }
      : null,
    version: row.version,
  };
}

/** The original beside one entry per locale of the locales table, except the video's own. */
export async function listVideoTranslations(
  db: TDbOrTx,
  videoId: number,
): Promise<TVideoTranslations> {
  const video = await videoForTranslation(db, videoId);
  const allLocales = await db
    .select({ code: locales.code, name: locales.name })
    .from(locales)
    .orderBy(asc(locales.position));
  const byLocale = new Map(
    (await translationRows(db, videoId)).map((row) => [row.locale, row] as const),
  );
  return {
    original: {
      locale: video.locale,
      locale_name: allLocales.find((locale) => locale.code === video.locale)?.name ?? video.locale,
      title: video.title,
      description: video.description,
    },
    translations: allLocales
      .filter((locale) => locale.code !== video.locale)
      .map((locale) => presentTranslation(locale, byLocale.get(locale.code))),
  };
}
