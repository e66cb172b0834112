import type { TBanner } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { banners } from '../../db/schema';
import { recordHistory } from '../history';
import { placeAt } from '../ordering';
import { bannerList, lockBanner } from './banner-order';
import { positionOfBanner } from './list-banners';
import { presentBanner } from './present-banner';

/**
 * Moves a banner to a 1-based position within its placement (422 beyond N), with the
 * guarantees of tags: only the moved row is written, and the list lock makes concurrent
 * moves wait for each other, so positions stay 1..N. The version stays: an open edit
 * form is not made stale by a drag in the list.
 */
export async function moveBanner(
  db: TDbOrTx,
  actorId: number | null,
  id: number,
  position: number,
  now: Date,
): Promise<TBanner> {
  const current = await lockBanner(db, id);
  const from = await positionOfBanner(db, current);
  if (position === from) return presentBanner(current, from, now);
  const sortKey = await placeAt(db, bannerList(current), current, position);
  const [row] = await db
    .update(banners)
    .set({ sortKey, updatedAt: now })
    .where(eq(banners.id, id))
    .returning();
  if (!row) throw new Error('the locked banner vanished');
  await recordHistory(db, {
    subjectType: 'banner',
    subjectId: id,
    action: 'move',
    actorId,
    before: { title: current.title, placement: current.placement, position: from },
    after: { title: row.title, placement: row.placement, position },
  });
  return presentBanner(row, position, now);
}
