import type { TBanner, TBannerCreate } from '@newsroom/contract';
import type { TDbOrTx } from '../../db/client';
import { banners } from '../../db/schema';
import { recordHistory } from '../history';
import { keyAfterLast } from '../ordering';
import { assertLocale, assertWindow, toDate } from './ad-checks';
import { bannerList, lockPlaces, type TBannerImageColumns } from './banner-order';
import { positionOfBanner } from './list-banners';
import { bannerSnapshot, presentBanner } from './present-banner';

/**
 * A new banner goes last in its placement (position N+1); its image is uploaded next. A copy
 * (duplicate-banner.ts) brings the image of the banner it was made from.
 */
export async function createBanner(
  db: TDbOrTx,
  actorId: number | null,
  input: TBannerCreate['banner'],
  now: Date,
  copy?: { from: number; image: TBannerImageColumns },
): Promise<TBanner> {
  await assertLocale(db, input.locale, 'banner.locale');
  const startsAt = toDate(input.starts_at);
  const endsAt = toDate(input.ends_at);
  assertWindow(startsAt, endsAt, 'banner.ends_at');
  await lockPlaces(db, [input]);
  const [row] = await db
    .insert(banners)
    .values({
      locale: input.locale,
      title: input.title,
      placement: input.placement,
      targetUrl: input.target_url,
      altText: input.alt_text,
      startsAt,
      endsAt,
      active: input.active,
      ...copy?.image,
      sortKey: await keyAfterLast(db, bannerList(input)),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('banner insert returned no row');
  const banner = presentBanner(row, await positionOfBanner(db, row), now);
  await recordHistory(db, {
    subjectType: 'banner',
    subjectId: banner.id,
    action: copy ? 'duplicate' : 'create',
    actorId,
    before: copy ? { duplicated_from: copy.from } : null,
    after: bannerSnapshot(banner),
  });
  return banner;
}
