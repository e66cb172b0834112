import { enabledTargets, type TStreamTo } from '@newsroom/contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEventTargetLogs, liveEventTargets } from '../../db/schema';

export type TTargetState = 'idle' | 'starting' | 'broadcasting' | 'errored';

async function move(
  db: TDbOrTx,
  eventId: number,
  targets: { target: string; state: string }[],
  to: TTargetState,
  now: Date,
  message?: string,
) {
  for (const { target, state } of targets) {
    if (state === to) continue;
    await db
      .update(liveEventTargets)
      .set({
        state: to,
        updatedAt: now,
        ...(to === 'broadcasting'
          ? { startedAt: now, bitrateIn: 6000, bitrateOut: 5800, lastError: null }
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

/** One row per switched-on target of stream_to; targets switched off go away. */
export async function syncTargets(db: TDbOrTx, eventId: number, streamTo: TStreamTo, now: Date) {
  const wanted = enabledTargets(streamTo);
  await db
    .delete(liveEventTargets)
    .where(
      wanted.length
        ? and(eq(liveEventTargets.eventId, eventId), notInArray(liveEventTargets.target, wanted))
        : eq(liveEventTargets.eventId, eventId),
    );
  if (wanted.length) {
    await db
      .insert(liveEventTargets)
      .values(wanted.map((target) => ({ eventId, target, updatedAt: now })))
      .onConflictDoNothing();
  }
}

export async function listTargets(db: TDbOrTx, eventId: number) {
  return db
    .select()
    .from(liveEventTargets)
    .where(eq(liveEventTargets.eventId, eventId))
    .orderBy(liveEventTargets.target);
}

/** Going live: every idle or errored target starts. */
export async function startTargets(db: TDbOrTx, eventId: number, now: Date) {
  const targets = await listTargets(db, eventId);
  await move(
    db,
    eventId,
    targets.filter((t) => t.state === 'idle' || t.state === 'errored'),
    'starting',
    now,
  );
}

export async function stopTargets(db: TDbOrTx, eventId: number, now: Date, message?: string) {
  await move(db, eventId, await listTargets(db, eventId), 'idle', now, message);
}

/**
 * The embedded streaming simulator: one tick moves starting targets to
 * broadcasting. Tests and the monitor drive it explicitly, so it never runs
 * on a timer of its own.
 */
export async function simulatorTick(db: TDbOrTx, eventId: number, now: Date) {
  const targets = await db
    .select()
    .from(liveEventTargets)
    .where(
      and(eq(liveEventTargets.eventId, eventId), inArray(liveEventTargets.state, ['starting'])),
    );
  await move(db, eventId, targets, 'broadcasting', now);
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
