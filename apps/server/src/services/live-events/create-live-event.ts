import { newLiveEventDefaults, type TLiveEvent, type TLiveEventCreate } from '@newsroom/contract';
import type { TDbOrTx } from '../../db/client';
import { liveEvents } from '../../db/schema';
import { assertUsablePlaces } from '../countries';
import { recordHistory } from '../history';
import { streamToDefaults } from '../settings';
import { setEventTags } from './event-tags';
import { eventValues } from './event-values';
import { presentLiveEvent } from './present-live-event';
import { freeSlug, slugify } from './slug';
import { syncTargets } from './targets';
import { assertTranscoder } from './transcoders';

/** A new event: SPEC §3 defaults under whatever the editor gave, status new. */
export async function createLiveEvent(
  db: TDbOrTx,
  actorId: number | null,
  input: TLiveEventCreate['event'],
  now: Date,
): Promise<TLiveEvent> {
  // Without a stream_to of its own, an event takes the targets on by default in the settings.
  const streamTo = input.stream_to ?? (await streamToDefaults(db));
  await assertTranscoder(db, input.transcoder_id);
  await assertUsablePlaces(db, input, null, 'event.');
  const fields = {
    ...newLiveEventDefaults(now),
    ...input,
    stream_to: streamTo,
    status: 'new' as const,
  };
  const slug = await freeSlug(db, input.slug ?? slugify(input.title));
  const [row] = await db
    .insert(liveEvents)
    .values({
      ...eventValues(fields),
      slug,
      title: input.title,
      streamTo: fields.stream_to,
      startAt: new Date(fields.start_at),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await setEventTags(db, row.id, fields.tag_ids);
  await syncTargets(db, row.id, row.streamTo, now);
  const event = await presentLiveEvent(db, row);
  await recordHistory(db, {
    subjectType: 'live_event',
    subjectId: row.id,
    action: 'create',
    actorId,
    after: event,
  });
  return event;
}
