import type { TBanner } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { banners } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { recordHistory } from '../history';
import { isoOrNull } from './ad-checks';
import { createBanner } from './create-banner';

/**
 * Copies may only go to other locales, each once per request; sorted, so two copies made at
 * once take the locales' locks in the same order.
 */
export function otherLocales(source: string, locales: string[]): string[] {
  const wanted = [...new Set(locales)].sort();
  if (wanted.includes(source)) {
    throw new HttpError(422, 'invalid', 'locales', 'Choose locales other than the original’s');
  }
  return wanted;
}

/**
 * Copies a banner to other locales, last in the same placement there, switched off (so
 * nothing goes live before it is translated) and with fresh counters. The copies show the
 * same image files; a file is removed only when no banner shows it any more. The source is
 * share-locked, so a deletion running at the same time waits for the copies to exist.
 */
export async function duplicateBanner(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  locales: string[],
  now: Date,
): Promise<TBanner[]> {
  const [source] = await db.select().from(banners).where(eq(banners.id, id)).for('share');
  if (!source) throw notFound();
  const copies: TBanner[] = [];
  const image = {
    imageUrl: source.imageUrl,
    imageVariantUrl: source.imageVariantUrl,
    imageWidth: source.imageWidth,
    imageHeight: source.imageHeight,
  };
  for (const locale of otherLocales(source.locale, locales)) {
    const input = {
      locale,
      title: source.title,
      placement: source.placement,
      target_url: source.targetUrl,
      alt_text: source.altText,
      starts_at: isoOrNull(source.startsAt),
      ends_at: isoOrNull(source.endsAt),
      active: false,
    };
    copies.push(await createBanner(db, actorId, input, now, { from: source.id, image }));
  }
  await recordHistory(db, {
    subjectType: 'banner',
    subjectId: source.id,
    action: 'duplicate_to',
    actorId,
    after: { title: source.title, copies: copies.map(({ id, locale }) => ({ id, locale })) },
  });
  return copies;
}
