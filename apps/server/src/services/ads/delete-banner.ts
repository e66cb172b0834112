import { and, eq, ne, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { banners } from '../../db/schema';
import { recordHistory } from '../history';
import { lockBanner } from './banner-order';
import { positionOfBanner } from './list-banners';
import { bannerSnapshot, presentBanner } from './present-banner';

/**
 * Image URLs of a banner that no other banner shows (copies made for other locales share
 * the files). Read inside the transaction that lets go of them; the files are removed
 * after it commits.
 */
export async function unsharedImages(
  db: TDbOrTx,
  row: { id: number; imageUrl: string | null; imageVariantUrl: string | null },
) {
  if (!row.imageUrl) return [];
  const [shared] = await db
    .select({ id: banners.id })
    .from(banners)
    .where(
      and(
        ne(banners.id, row.id),
        or(
          eq(banners.imageUrl, row.imageUrl),
          eq(banners.imageVariantUrl, row.imageVariantUrl ?? ''),
        ),
      ),
    )
    .limit(1);
  return shared ? [] : [row.imageUrl, row.imageVariantUrl];
}

/** Deletes the banner; those after it move up (positions are ranks). Answers files to remove. */
export async function deleteBanner(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  now: Date,
): Promise<(string | null)[]> {
  const row = await lockBanner(db, id);
  const before = presentBanner(row, await positionOfBanner(db, row), now);
  await db.delete(banners).where(eq(banners.id, id));
  await recordHistory(db, {
    subjectType: 'banner',
    subjectId: id,
    action: 'delete',
    actorId,
    before: bannerSnapshot(before),
    after: null,
  });
  return unsharedImages(db, row);
}
