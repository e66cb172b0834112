import { randomUUID } from 'node:crypto';
import {
  SEO_IMAGE_FIELD,
  SEO_IMAGE_VARIANT_WIDTH,
  type TSeoPageType,
  type TSeoTag,
} from '@newsroom/contract';
import { and, eq } from 'drizzle-orm';
import { seoTags } from '../../db/schema';
import type { TTransact } from '../../db/transaction';
import { notFound } from '../../lib/http-error';
import { recordHistory } from '../history';
import { makeImageFiles, removeMediaFiles, storeImageFiles, type TMediaDeps } from '../media';
import { lockSeoTag, presentSeoTag, seoSubjectId } from './read-seo-tags';
import { seoSnapshot } from './save-seo-tag';

export type TSeoImageDeps = TMediaDeps & { transact: TTransact };
type TTarget = { locale: string; pageType: TSeoPageType };
type TImageUrls = { url: string | null; originalUrl: string | null };

/**
 * Points a saved page type at new image files (or none) with its history entry, and answers
 * the files it showed before. The version stays, so an upload never makes the open form's
 * save fail; a page type never saved answers 404 (the screen says to save it first).
 */
function swapImage(deps: TSeoImageDeps, actorId: number | null, target: TTarget, next: TImageUrls) {
  const { locale, pageType } = target;
  return deps.transact(async (tx) => {
    const current = await lockSeoTag(tx, locale, pageType);
    if (!current) throw notFound();
    const [row] = await tx
      .update(seoTags)
      .set({ ogImageUrl: next.url, ogImageOriginalUrl: next.originalUrl })
      .where(and(eq(seoTags.locale, locale), eq(seoTags.pageType, pageType)))
      .returning();
    if (!row) throw new Error('the locked seo tag row vanished');
    const seoTag = presentSeoTag(locale, pageType, row);
    if (current.ogImageUrl !== row.ogImageUrl) {
      await recordHistory(tx, {
        subjectType: 'seo_tag',
        subjectId: seoSubjectId(locale, pageType),
        action: row.ogImageUrl ? 'image_upload' : 'image_remove',
        actorId,
        before: seoSnapshot(presentSeoTag(locale, pageType, current)),
        after: seoSnapshot(seoTag),
      });
    }
    const replaced =
      current.ogImageUrl === row.ogImageUrl ? [] : [current.ogImageUrl, current.ogImageOriginalUrl];
    return { seoTag, replaced };
  });
}

/** Checks and resizes outside any transaction, stores both files, then swaps them in. */
export async function replaceSeoImage(
  deps: TSeoImageDeps,
  actorId: number | null,
  target: TTarget,
  bytes: Buffer,
): Promise<TSeoTag> {
  const files = await makeImageFiles(bytes, SEO_IMAGE_FIELD, {
    make: (input) =>
      input
        .autoOrient()
        .resize({ width: SEO_IMAGE_VARIANT_WIDTH, withoutEnlargement: true })
        .jpeg({ quality: 85 }),
    ext: 'jpg',
    type: 'image/jpeg',
  });
  const base = `seo/${target.locale.toLowerCase()}/${target.pageType.replace('_', '-')}/${randomUUID()}`;
  const { seoTag, replaced } = await storeImageFiles(deps, base, 'og', files, (urls) =>
    swapImage(deps, actorId, target, { url: urls.variantUrl, originalUrl: urls.url }),
  );
  await removeMediaFiles(deps, replaced);
  return seoTag;
}

/** Clears the image; answers the tags either way, so a repeated call is harmless. */
export async function removeSeoImage(
  deps: TSeoImageDeps,
  actorId: number | null,
  target: TTarget,
): Promise<TSeoTag> {
  const { seoTag, replaced } = await swapImage(deps, actorId, target, {
    url: null,
    originalUrl: null,
  });
  await removeMediaFiles(deps, replaced);
  return seoTag;
}
