import { randomUUID } from 'node:crypto';
import { BANNER_IMAGE_FIELD, BANNER_IMAGE_VARIANT_WIDTH, type TBanner } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import { banners } from '../../db/schema';
import type { TTransact } from '../../db/transaction';
import { notFound } from '../../lib/http-error';
import { recordHistory } from '../history';
import { makeImageFiles, removeMediaFiles, storeImageFiles, type TMediaDeps } from '../media';
import type { TBannerImageColumns } from './banner-order';
import { unsharedImages } from './delete-banner';
import { positionOfBanner } from './list-banners';
import { presentBanner } from './present-banner';

export type TBannerImageDeps = TMediaDeps & { transact: TTransact };

const NO_IMAGE: TBannerImageColumns = {
  imageUrl: null,
  imageVariantUrl: null,
  imageWidth: null,
  imageHeight: null,
};

/**
 * Points the banner at new image files (or none) in one transaction with its history
 * entry, and answers the files nothing shows any more. The version stays: the image is
 * not one of the edit form's fields, so an upload never makes an open form's save fail.
 */
async function swapImage(
  deps: TBannerImageDeps,
  actorId: number | null,
  id: number,
  next: TBannerImageColumns,
  now: Date,
) {
  return deps.transact(async (tx) => {
    const [current] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!current) throw notFound();
    const [row] = await tx
      .update(banners)
      .set({ ...next, updatedAt: now })
      .where(eq(banners.id, id))
      .returning();
    if (!row) throw new Error('the locked banner vanished');
    if (current.imageUrl !== row.imageUrl) {
      await recordHistory(tx, {
        subjectType: 'banner',
        subjectId: id,
        action: row.imageUrl ? 'image_upload' : 'image_remove',
        actorId,
        before: { title: current.title, image: current.imageUrl },
        after: { title: row.title, image: row.imageUrl },
      });
    }
    const replaced = current.imageUrl === row.imageUrl ? [] : await unsharedImages(tx, current);
    return { banner: presentBanner(row, await positionOfBanner(tx, row), now), replaced };
  });
}

/**
 * Checks and resizes outside any transaction, stores the original and a variant at most
 * BANNER_IMAGE_VARIANT_WIDTH wide (animations kept, as WebP), then points the banner at
 * them and removes the files it showed before.
 */
export async function replaceBannerImage(
  deps: TBannerImageDeps,
  actorId: number | null,
  id: number,
  bytes: Buffer,
  now: Date,
): Promise<TBanner> {
  const files = await makeImageFiles(bytes, BANNER_IMAGE_FIELD, {
    animated: true,
    make: (input) =>
      input
        .autoOrient()
        .resize({ width: BANNER_IMAGE_VARIANT_WIDTH, withoutEnlargement: true })
        .webp({ quality: 82 }),
    ext: 'webp',
    type: 'image/webp',
  });
  const base = `banners/${id}/${randomUUID()}`;
  const { banner, replaced } = await storeImageFiles(deps, base, 'display', files, (urls) =>
    swapImage(
      deps,
      actorId,
      id,
      {
        imageUrl: urls.url,
        imageVariantUrl: urls.variantUrl,
        imageWidth: files.original.width,
        imageHeight: files.original.height,
      },
      now,
    ),
  );
  await removeMediaFiles(deps, replaced);
  return banner;
}

/** Clears the image; answers the banner either way, so a repeated call is harmless. */
export async function removeBannerImage(
  deps: TBannerImageDeps,
  actorId: number | null,
  id: number,
  now: Date,
): Promise<TBanner> {
  const { banner, replaced } = await swapImage(deps, actorId, id, NO_IMAGE, now);
  await removeMediaFiles(deps, replaced);
  return banner;
}
