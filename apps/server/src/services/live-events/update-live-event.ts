import {
  canAccess,
  LIVE_EVENT_TRANSITIONS,
  type TAccessSubject,
  type TLiveEvent,
  type TLiveEventStatus,
  type TLiveEventUpdate,
} from '@newsroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { StreamingProvider } from '../../adapters/streaming';
import type { TDbOrTx } from '../../db/client';
import { liveEvents } from '../../db/schema';
import { conflict, forbidden, HttpError } from '../../lib/http-error';
import { recordHistory } from '../history/record-history';
import { setEventTags } from './event-tags';
import { CORE_FIELDS, eventValues } from './event-values';
import { findLiveEvent } from './find-live-event';
import { presentLiveEvent } from './present-live-event';
import { freeSlug } from './slug';
import { startTargets, stopTargets, syncTargets } from './targets';

export function assertTransition(from: string, to: TLiveEventStatus, field = 'status') {
  if (from === to) return;
  if (!(LIVE_EVENT_TRANSITIONS[from as TLiveEventStatus] ?? []).includes(to)) {
    throw new HttpError(422, 'invalid', field, `An event cannot go from ${from} to ${to}`);
  }
}

/** What a status change does to the stream targets. */
export async function applyStatusEffects(
  db: TDbOrTx,
  streaming: StreamingProvider,
  eventId: number,
  to: TLiveEventStatus,
  now: Date,
) {
  if (to === 'going_live' || to === 'live')
    await startTargets(db, await streaming.resolve(db), eventId, now);
  if (to === 'ended')
    await stopTargets(db, await streaming.resolve(db), eventId, now, 'event ended');
}

/**
 * Changes only the version the editor saw (409 otherwise). Translators and
 * SEO admins may change texts and meta tags, not the schedule or the stream.
 */
export async function updateLiveEvent(
  db: TDbOrTx,
  streaming: StreamingProvider,
  actor: TAccessSubject & { id: number },
  slug: string,
  change: TLiveEventUpdate['event'],
  now: Date,
): Promise<TLiveEvent> {
  const current = await findLiveEvent(db, slug, { lock: true });
  if (current.version !== change.version) throw conflict();
  const touchesCore = CORE_FIELDS.some((field) => change[field] !== undefined);
  if (touchesCore && !canAccess(actor, 'notTranslatorOrSeo')) throw forbidden();
  if (change.status) assertTransition(current.status, change.status, 'event.status');
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
  if (change.stream_to) await syncTargets(db, row.id, row.streamTo, now, streaming);
  if (change.status && change.status !== current.status)
    await applyStatusEffects(db, streaming, row.id, change.status, now);
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
