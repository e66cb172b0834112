import type { TLiveEvent, TLiveEventStatus } from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents } from '../../db/schema';
import { recordHistory } from '../history';
import { findLiveEvent } from './find-live-event';
import { presentLiveEvent } from './present-live-event';
import { applyStatusEffects, assertTransition } from './update-live-event';

/** PATCH events/{slug}/status: the lifecycle step and what it does to the targets. */
export async function changeStatus(
  db: TDbOrTx,
  actorId: number | null,
  slug: string,
  status: TLiveEventStatus,
  now: Date,
): Promise<TLiveEvent> {
  const current = await findLiveEvent(db, slug, { lock: true });
  assertTransition(current.status, status);
  const before = await presentLiveEvent(db, current);
  const [row] = await db
    .update(liveEvents)
    .set({ status, version: sql`${liveEvents.version} + 1`, updatedAt: now })
    .where(eq(liveEvents.id, current.id))
    .returning();
  if (!row) throw new Error('locked row vanished');
  // Asking for the status an event already has still (re)starts its targets: it is how a stalled start is retried.
  await applyStatusEffects(db, row.id, status);
  const after = await presentLiveEvent(db, row);
  await recordHistory(db, {
    subjectType: 'live_event',
    subjectId: row.id,
    action: `status:${status}`,
    actorId,
    before,
    after,
  });
  return after;
}

/** POST events/{slug}/recreate: a fresh start for a failed or ended stream, targets back to idle. */
export async function recreateLiveEvent(
  db: TDbOrTx,
  actorId: number | null,
  slug: string,
  now: Date,
) {
  const current = await findLiveEvent(db, slug, { lock: true });
  const before = await presentLiveEvent(db, current);
  await applyStatusEffects(db, current.id, 'ended');
  const [row] = await db
    .update(liveEvents)
    .set({ status: 'new', version: sql`${liveEvents.version} + 1`, updatedAt: now })
    .where(eq(liveEvents.id, current.id))
    .returning();
  if (!row) throw new Error('locked row vanished');
  const after = await presentLiveEvent(db, row);
  await recordHistory(db, {
    subjectType: 'live_event',
    subjectId: row.id,
    action: 'recreate',
    actorId,
    before,
    after,
  });
  return after;
}
