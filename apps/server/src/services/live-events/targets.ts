import { enabledTargets, type TStreamTo } from '@newsroom/contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { TTargetFigures, TTargetReading, TTargetState } from '../../adapters/streaming';
import type { TDbOrTx } from '../../db/client';
import { liveEventTargetLogs, liveEventTargets } from '../../db/schema';

export type { TTargetState } from '../../adapters/streaming';

export type TTargetRow = { target: string; state: string; lastError?: string | null };

/** Broadcasting figures: a reported uptime dates the start back, otherwise it starts now. */
function figuresSet(now: Date, figures?: TTargetFigures) {
  if (!figures) return {};
  return {
    bitrateIn: figures.bitrateIn,
    bitrateOut: figures.bitrateOut,
    ...(figures.uptimeSeconds !== undefined
      ? { startedAt: new Date(now.getTime() - figures.uptimeSeconds * 1000) }
      : {}),
  };
}

export async function move(
  db: TDbOrTx,
  eventId: number,
  targets: TTargetRow[],
  to: TTargetState,
  now: Date,
  message?: string,
  figures?: TTargetFigures,
) {
  for (const { target, state, lastError } of targets) {
    // A new failure of an errored target is logged; the same one again is not.
    if (state === to && !(to === 'errored' && message && message !== lastError)) continue;
    await db
      .update(liveEventTargets)
      .set({
        state: to,
        updatedAt: now,
        ...(to === 'broadcasting'
          ? { startedAt: now, lastError: null, ...figuresSet(now, figures) }
          : {}),
        ...(to === 'idle' ? { startedAt: null, bitrateIn: null, bitrateOut: null } : {}),
        ...(to === 'errored' ? { lastError: message ?? 'error', bitrateOut: 0 } : {}),
      })
      .where(and(eq(liveEventTargets.eventId, eventId), eq(liveEventTargets.target, target)));
    await db
      .insert(liveEventTargetLogs)
      .values({ eventId, target, fromState: state, toState: to, message, at: now });
  }
}

/**
 * One row per switched-on target of stream_to; rows of targets switched off go away
 * and are answered, so the caller can have the engine forget them after commit.
 */
export async function syncTargets(db: TDbOrTx, eventId: number, streamTo: TStreamTo, now: Date) {
  const wanted = enabledTargets(streamTo);
  const removed = await db
    .delete(liveEventTargets)
    .where(
      wanted.length
        ? and(eq(liveEventTargets.eventId, eventId), notInArray(liveEventTargets.target, wanted))
        : eq(liveEventTargets.eventId, eventId),
    )
    .returning({ target: liveEventTargets.target, state: liveEventTargets.state });
  if (wanted.length) {
    await db
      .insert(liveEventTargets)
      .values(wanted.map((target) => ({ eventId, target, updatedAt: now })))
      .onConflictDoNothing();
  }
  return removed;
}

export async function listTargets(db: TDbOrTx, eventId: number) {
  return db
    .select()
    .from(liveEventTargets)
    .where(eq(liveEventTargets.eventId, eventId))
    .orderBy(liveEventTargets.target);
}

/** Writes what the engine reported; only state changes reach the target logs. */
export async function applyReadings(
  db: TDbOrTx,
  eventId: number,
  readings: TTargetReading[],
  now: Date,
) {
  const rows = await db
    .select()
    .from(liveEventTargets)
    .where(
      and(
        eq(liveEventTargets.eventId, eventId),
        inArray(
          liveEventTargets.target,
          readings.map((reading) => reading.target),
        ),
      ),
    )
    .for('update');
  for (const reading of readings) {
    const row = rows.find((candidate) => candidate.target === reading.target);
    // Stopped or switched off while the engine was being asked: the reading is stale.
    if (!row || row.state === 'idle') continue;
    if (row.state !== reading.state || reading.state === 'errored') {
      await move(db, eventId, [row], reading.state, now, reading.message, reading.figures);
    } else if (reading.figures) {
      await db
        .update(liveEventTargets)
        .set({ ...figuresSet(now, reading.figures), updatedAt: now })
        .where(and(eq(liveEventTargets.eventId, eventId), eq(liveEventTargets.target, row.target)));
    }
  }
}

export async function failTarget(
  db: TDbOrTx,
  eventId: number,
  target: string,
  now: Date,
  message: string,
) {
  const targets = (await listTargets(db, eventId)).filter((t) => t.target === target);
  await move(db, eventId, targets, 'errored', now, message);
}
