import type { TBanner, TBannerUpdate } from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { banners } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { recordHistory } from '../history';
import { keyAfterLast } from '../ordering';
import { assertWindow, toDate } from './ad-checks';
import { bannerList, lockBanner } from './banner-order';
import { positionOfBanner } from './list-banners';
import { bannerSnapshot, presentBanner } from './present-banner';

/**
 * Changes the fields sent, only on the version the editor saw (409 when stale). A banner
 * moved to another placement goes last there; the banners after it in the old one move up.
 */
export async function updateBanner(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  change: TBannerUpdate['banner'],
  now: Date,
): Promise<TBanner> {
  const current = await lockBanner(db, id, change.placement);
  if (current.version !== change.version) throw conflict();
  const startsAt = change.starts_at === undefined ? current.startsAt : toDate(change.starts_at);
  const endsAt = change.ends_at === undefined ? current.endsAt : toDate(change.ends_at);
  assertWindow(startsAt, endsAt, 'banner.ends_at');
  const before = presentBanner(current, await positionOfBanner(db, current), now);
  const movesPlacement = change.placement !== undefined && change.placement !== current.placement;
  const [row] = await db
    .update(banners)
    .set({
      ...(change.title !== undefined ? { title: change.title } : {}),
      ...(change.target_url !== undefined ? { targetUrl: change.target_url } : {}),
      ...(change.alt_text !== undefined ? { altText: change.alt_text } : {}),
      ...(change.active !== undefined ? { active: change.active } : {}),
      ...(movesPlacement && change.placement
        ? {
            placement: change.placement,
            sortKey: await keyAfterLast(
              db,
              bannerList({ locale: current.locale, placement: change.placement }),
            ),
          }
        : {}),
      startsAt,
      endsAt,
      version: sql`${banners.version} + 1`,
      updatedAt: now,
    })
    .where(eq(banners.id, id))
    .returning();
  if (!row) throw new Error('the locked banner vanished');
  const after = presentBanner(row, await positionOfBanner(db, row), now);
  await recordHistory(db, {
    subjectType: 'banner',
    subjectId: id,
    action: 'update',
    actorId,
    before: bannerSnapshot(before),
    after: bannerSnapshot(after),
  });
  return after;
}
