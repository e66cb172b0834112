import type { TDbOrTx } from '../../db/client';
import { listTargets, simulatorTick } from './targets';

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
 * What the monitor reads: the streaming adapter is polled first (the simulator
 * moves starting targets on; a real engine reports its health), so target
 * states advance only when someone looks, never on a timer of their own.
 */
export async function pollStreamStatistics(db: TDbOrTx, eventId: number, now: Date) {
  await simulatorTick(db, eventId, now);
  return streamStatistics(db, eventId, now);
}
