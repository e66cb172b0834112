import {
  LIVE_EVENT_CORE_FIELDS,
  LIVE_EVENT_TRANSITIONS,
  mayChangeLiveEventCore,
  type TAccessSubject,
  type TLiveEvent,
  type TLiveEventStatus,
  type TLiveEventUpdate,
} from '@newsroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents } from '../../db/schema';
import { conflict, forbidden, HttpError } from '../../lib/http-error';
import { assertUsablePlaces } from '../countries';
import { recordHistory } from '../history';
import { setEventTags } from './event-tags';
import { eventValues } from './event-values';
import { findLiveEvent } from './find-live-event';
import { presentLiveEvent } from './present-live-event';
import { freeSlug } from './slug';
import { streamTargetsAfterCommit } from './stream-targets-job';
import { syncTargets } from './targets';
import { assertTranscoder } from './transcoders';

export function assertTransition(from: string, to: TLiveEventStatus, field = 'status') {
  if (from === to) return;
  if (!(LIVE_EVENT_TRANSITIONS[from as TLiveEventStatus] ?? []).includes(to)) {
    throw new HttpError(422, 'invalid', field, `An event cannot go from ${from} to ${to}`);
  }
}

/** What a status change does to the stream targets: the engine is asked after commit. */
export async function applyStatusEffects(db: TDbOrTx, eventId: number, to: TLiveEventStatus) {
  if (to === 'going_live' || to === 'live')
    await streamTargetsAfterCommit(db, { action: 'start', eventId });
  if (to === 'ended')
    await streamTargetsAfterCommit(db, { action: 'stop', eventId, message: 'event ended' });
}

/**
 * Changes only the version the editor saw (409 otherwise). Translators and
 * SEO admins may change texts and meta tags, not the schedule or the stream.
 */
export async function updateLiveEvent(
  db: TDbOrTx,
  actor: TAccessSubject & { id: number },
  slug: string,
  change: TLiveEventUpdate['event'],
  now: Date,
): Promise<TLiveEvent> {
  const current = await findLiveEvent(db, slug, { lock: true });
  if (current.version !== change.version) throw conflict();
  const touchesCore = LIVE_EVENT_CORE_FIELDS.some((field) => change[field] !== undefined);
  if (touchesCore && !mayChangeLiveEventCore(actor)) throw forbidden();
  if (change.status) assertTransition(current.status, change.status, 'event.status');
  if (change.transcoder_id !== current.transcoderId)
    await assertTranscoder(db, change.transcoder_id);
  await assertUsablePlaces(db, change, current, 'event.');
  const before = await presentLiveEvent(db, current);
  const values = eventValues(change);
  if (values.slug && values.slug !== current.slug) values.slug = await freeSlug(db, values.slug);
  const [row] = await db
    .update(liveEvents)
    .set({ ...values, version: sql`${liveEvents.version} + 1`, updatedAt: now })
    .where(and(eq(liveEvents.id, current.id), eq(liveEvents.version, change.version)))
    .returning();
  if (!row) throw conflict();
  if (change.tag_ids) await setEventTags(db, row.id, change.tag_ids);
  if (change.stream_to) {
    const removed = await syncTargets(db, row.id, row.streamTo, now);
    if (removed.length)
      await streamTargetsAfterCommit(db, { action: 'remove', eventId: row.id, targets: removed });
  }
  if (change.status && change.status !== current.status)
    await applyStatusEffects(db, row.id, change.status);
  const after = await presentLiveEvent(db, row);
  await recordHistory(db, {
    subjectType: 'live_event',
    subjectId: row.id,
    action: 'update',
    actorId: actor.id,
    before,
    after,
  });
  return after;
}
