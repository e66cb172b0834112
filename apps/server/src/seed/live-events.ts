import { newLiveEventDefaults, type TLiveEventStatus } from '@newsroom/contract';
import type { FastifyBaseLogger } from 'fastify';
import { simulatorStreaming } from '../adapters/streaming';
import type { TDb } from '../db/client';
import { liveEventBookings, liveEventSubscriptions } from '../db/schema';
import { createOutboxWorker, type TOutboxContext } from '../outbox';
import { changeStatus } from '../services/live-events/change-status';
import { createLiveEvent } from '../services/live-events/create-live-event';
import { streamTargetsJob } from '../services/live-events/stream-targets-job';

const DEMO_EVENTS: [string, TLiveEventStatus, number][] = [
  ['Morning press briefing', 'new', 2],
  ['Parliament session', 'new', 26],
  ['Central bank statement', 'going_live', 0],
  ['Summit arrivals', 'live', -1],
  ['Election night', 'live', -3],
  ['Marathon finish line', 'ended', -48],
  ['Storm landfall coverage', 'ended', -72],
  ['Film festival red carpet', 'ended', -120],
];

const PATH: Record<TLiveEventStatus, TLiveEventStatus[]> = {
  new: [],
  going_live: ['going_live'],
  live: ['going_live', 'live'],
  ended: ['going_live', 'live', 'ended'],
  failed: ['going_live', 'failed'],
};

/**
 * The demo never pushes to a real engine, whatever is configured: the stream-target
 * jobs its status changes queue are run here, on the simulator.
 */
function simulatorWorker(db: TDb, now: Date) {
  const quiet = { warn: () => {} } as unknown as FastifyBaseLogger;
  const context = {
    db,
    transact: (work) => db.transaction(work),
    streaming: simulatorStreaming,
    now: () => now,
    log: quiet,
  } as Partial<TOutboxContext> as TOutboxContext;
  return createOutboxWorker({ jobs: [streamTargetsJob], context });
}

/** Live events in every status, with a few bookings and followers each. */
export async function seedLiveEvents(db: TDb, now = new Date()) {
  const worker = simulatorWorker(db, now);
  for (const [index, [title, status, hoursFromNow]] of DEMO_EVENTS.entries()) {
    const startAt = new Date(now.getTime() + hoursFromNow * 3_600_000).toISOString();
    const event = await createLiveEvent(
      db,
      null,
      {
        ...newLiveEventDefaults(now),
        title,
        start_at: startAt,
        languages: ['en', 'fr'],
        duration: 90,
      },
      now,
    );
    for (const step of PATH[status]) {
      await db.transaction((tx) => changeStatus(tx, null, event.slug, step, now));
      await worker.drain();
    }
    const clients = ['Atlas News', 'Blue Harbor TV', 'Meridian Radio'].slice(0, 1 + (index % 3));
    for (const client of clients) {
      const email = `desk@${client.toLowerCase().replaceAll(' ', '-')}.test`;
      await db
        .insert(liveEventBookings)
        .values({ eventId: event.id, clientName: client, clientEmail: email });
      await db
        .insert(liveEventSubscriptions)
        .values({ eventId: event.id, clientName: client, clientEmail: email });
    }
  }
}
