import { desc, eq } from 'drizzle-orm';
import type { StreamingProvider } from '../../adapters/streaming';
import type { TDb, TDbOrTx } from '../../db/client';
import { liveEventTargetLogs } from '../../db/schema';
import type { TTransact } from '../../db/transaction';
import { findLiveEvent } from './find-live-event';
import { applyReadings, listTargets } from './targets';

/** Per target: state, uptime in seconds, bitrates in and out, last error. */
export async function streamStatistics(db: TDbOrTx, eventId: number, now: Date) {
  const targets = await listTargets(db, eventId);
  return {
    targets: targets.map((target) => ({
      target: target.target,
      state: target.state,
      active: target.state === 'broadcasting',
      uptime_seconds: target.startedAt
        ? Math.max(0, Math.round((now.getTime() - target.startedAt.getTime()) / 1000))
        : 0,
      bitrate_in: target.bitrateIn,
      bitrate_out: target.bitrateOut,
      last_error: target.lastError,
      updated_at: target.updatedAt.toISOString(),
    })),
  };
}

/**
 * What the monitor reads: the streaming engine is asked first (the simulator moves
 * starting targets on; Wowza reports its map entries and monitoring figures), so
 * target states advance only when someone looks, never on a timer of their own.
 * The engine is asked outside any transaction; only its answer is written in one.
 */
export async function pollStreamStatistics(
  { db, transact, streaming }: { db: TDb; transact: TTransact; streaming: StreamingProvider },
  slug: string,
  now: Date,
) {
  const event = await findLiveEvent(db, slug);
  const watched = (await listTargets(db, event.id)).filter((target) => target.state !== 'idle');
  if (watched.length) {
    const engine = await streaming.resolve(db);
    const readings = await engine.readTargets(event.id, watched);
    await transact((tx) => applyReadings(tx, event.id, readings, now));
  }
  return streamStatistics(db, event.id, now);
}

/** GET events/{slug}/targets: the targets as last written, without asking the engine. */
export async function eventTargets(db: TDbOrTx, slug: string, now: Date) {
  return streamStatistics(db, (await findLiveEvent(db, slug)).id, now);
}

/** GET events/{slug}/targets/pasts: the targets' state changes, newest first (last 500). */
export async function targetLogs(db: TDbOrTx, slug: string) {
  const event = await findLiveEvent(db, slug);
  const rows = await db
    .select()
    .from(liveEventTargetLogs)
    .where(eq(liveEventTargetLogs.eventId, event.id))
    .orderBy(desc(liveEventTargetLogs.id))
    .limit(500);
  return {
    logs: rows.map((row) => ({
      id: row.id,
      target: row.target,
      from_state: row.fromState,
      to_state: row.toState,
      message: row.message,
      at: row.at.toISOString(),
    })),
  };
}
