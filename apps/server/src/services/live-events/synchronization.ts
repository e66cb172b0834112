import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents } from '../../db/schema';
import { recordHistory } from '../history';
import { findLiveEvent } from './find-live-event';

/** POST/DELETE events/{slug}/synchronizations: whether the event is mirrored to the public site. */
export async function setSynchronized(
  db: TDbOrTx,
  actorId: number | null,
  slug: string,
  synchronized: boolean,
) {
  const event = await findLiveEvent(db, slug, { lock: true });
  await db.update(liveEvents).set({ synchronized }).where(eq(liveEvents.id, event.id));
  await recordHistory(db, {
    subjectType: 'live_event',
    subjectId: event.id,
    action: synchronized ? 'synchronize' : 'unsynchronize',
    actorId,
    before: { synchronized: event.synchronized },
    after: { synchronized },
  });
  return { slug: event.slug, synchronized };
}
