import type { TLiveEvent } from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { recordHistory } from '../history';
import { eventAudience } from './audience';
import { findLiveEvent } from './find-live-event';
import { liveEventMails } from './notification-mails';
import { notify } from './notifications';
import { presentLiveEvent } from './present-live-event';

/** Moves the start, keeps the first scheduled start on record and queues mail to the clients who booked or follow. */
export async function delayLiveEvent(
  db: TDbOrTx,
  actorId: number | null,
  slug: string,
  time: string,
  now: Date,
): Promise<TLiveEvent> {
  const current = await findLiveEvent(db, slug, { lock: true });
  if (current.status === 'ended')
    throw new HttpError(422, 'invalid', 'time', 'An ended event cannot be delayed');
  const startAt = new Date(time);
  if (startAt <= now)
    throw new HttpError(422, 'invalid', 'time', 'The new start must be in the future');
  const before = await presentLiveEvent(db, current);
  const [row] = await db
    .update(liveEvents)
    .set({
      startAt,
      originalStartAt: current.originalStartAt ?? current.startAt,
      version: sql`${liveEvents.version} + 1`,
      updatedAt: now,
    })
    .where(eq(liveEvents.id, current.id))
    .returning();
  if (!row) throw new Error('locked row vanished');
  const audience = await eventAudience(db, row.id);
  const to = startAt.toISOString();
  await notify(
    db,
    row.id,
    'delay',
    audience.map((client) => client.email),
    liveEventMails.delay(row, before.start_at, to),
    { from: before.start_at, to },
    now,
  );
  const after = await presentLiveEvent(db, row);
  await recordHistory(db, {
    subjectType: 'live_event',
    subjectId: row.id,
    action: 'delay',
    actorId,
    before,
    after,
  });
  return after;
}
