import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type StreamingAdapter, StreamingError, type TTargetState } from '../../adapters/streaming';
import type { TDbOrTx } from '../../db/client';
import { liveEvents, liveEventTargetLogs, liveEventTargets, transcoders } from '../../db/schema';
import { defineJob, enqueue, type TOutboxContext } from '../../outbox';
import { listTargets, move, type TTargetRow } from './targets';

const ZStreamTargets = z.discriminatedUnion('action', [
  z.object({ action: z.literal('start'), eventId: z.number().int() }),
  z.object({
    action: z.literal('stop'),
    eventId: z.number().int(),
    message: z.string().optional(),
  }),
  z.object({
    action: z.literal('remove'),
    eventId: z.number().int(),
    targets: z.array(z.object({ target: z.string(), state: z.string() })),
  }),
]);
type TStreamTargets = z.infer<typeof ZStreamTargets>;

/** What one engine call did to one target: the state to write, or the engine's failure. */
type TOutcome = { row: TTargetRow; to: TTargetState; message?: string };

/**
 * Writes the engine's answers in one short transaction, each only while its target is
 * still where it was when the engine was asked (a stop or a switch-off meanwhile wins).
 * The event row is locked first, as every change of the event does. A start that
 * finished after the event ended asks for a stop, so no push outlives its event.
 */
async function writeOutcomes(
  context: TOutboxContext,
  eventId: number,
  outcomes: TOutcome[],
  started = false,
) {
  if (!outcomes.length) return;
  const now = context.now();
  await context.transact(async (tx) => {
    const [event] = await tx
      .select({ status: liveEvents.status })
      .from(liveEvents)
      .where(eq(liveEvents.id, eventId))
      .for('update');
    if (!event) return;
    for (const { row, to, message } of outcomes) {
      const [current] = await tx
        .select()
        .from(liveEventTargets)
        .where(and(eq(liveEventTargets.eventId, eventId), eq(liveEventTargets.target, row.target)))
        .for('update');
      if (!current || current.state !== row.state) continue;
      await move(tx, eventId, [current], to, now, message);
    }
    if (started && !isOnAir(event.status)) {
      await streamTargetsAfterCommit(tx, { action: 'stop', eventId, message: 'event ended' });
    }
  });
}

const isOnAir = (status: string) => status === 'going_live' || status === 'live';

/** Runs one engine call; a StreamingError becomes the target's errored outcome. */
async function ask(row: TTargetRow, call: () => Promise<TTargetState>): Promise<TOutcome> {
  try {
    return { row, to: await call() };
  } catch (error) {
    if (!(error instanceof StreamingError)) throw error;
    return { row, to: 'errored', message: error.message };
  }
}

async function startTargets(context: TOutboxContext, engine: StreamingAdapter, eventId: number) {
  const [event] = await context.db
    .select({ status: liveEvents.status, template: transcoders.template })
    .from(liveEvents)
    .leftJoin(transcoders, eq(transcoders.id, liveEvents.transcoderId))
    .where(eq(liveEvents.id, eventId));
  // Ended or recreated since this was asked for: nothing is to go out any more.
  if (!event || !isOnAir(event.status)) return;
  const rows = (await listTargets(context.db, eventId)).filter(
    (row) => row.state === 'idle' || row.state === 'errored',
  );
  if (!rows.length) return;
  // The stream is transcoded with the profile's template before anything is pushed; when the
  // engine refuses it, every target errors with its words (nothing goes out untranscoded).
  const transcoding = await ask(rows[0] as TTargetRow, async () => {
    await engine.useTemplate(eventId, event.template);
    return 'starting';
  });
  const outcomes: TOutcome[] = [];
  for (const row of rows) {
    outcomes.push(
      transcoding.to === 'errored'
        ? { row, to: 'errored', message: transcoding.message }
        : await ask(row, () => engine.startTarget({ eventId, target: row.target })),
    );
  }
  await writeOutcomes(context, eventId, outcomes, true);
}

async function stopTargets(
  context: TOutboxContext,
  engine: StreamingAdapter,
  eventId: number,
  message?: string,
) {
  const rows = (await listTargets(context.db, eventId)).filter((row) => row.state !== 'idle');
  const outcomes: TOutcome[] = [];
  for (const row of rows) {
    const outcome = await ask(row, async () => {
      await engine.stopTarget({ eventId, target: row.target });
      return 'idle';
    });
    outcomes.push({ ...outcome, message: outcome.message ?? message });
  }
  await writeOutcomes(context, eventId, outcomes);
  // The event's own transcoder template is not needed until it goes live again.
  await engine.useTemplate(eventId, null).catch((error: unknown) => {
    if (!(error instanceof StreamingError)) throw error;
    context.log.warn({ eventId, error: error.message }, 'transcoder template not removed');
  });
}

/** Targets switched off: the engine may forget them; a failure there is only logged. */
async function removeTargets(
  context: TOutboxContext,
  engine: StreamingAdapter,
  eventId: number,
  targets: TTargetRow[],
) {
  const failures: { target: string; state: string; message: string }[] = [];
  for (const row of targets) {
    try {
      await engine.removeTarget({ eventId, target: row.target });
    } catch (error) {
      if (!(error instanceof StreamingError)) throw error;
      failures.push({ target: row.target, state: row.state, message: error.message });
    }
  }
  if (!failures.length) return;
  const at = context.now();
  await context.transact(async (tx) => {
    await tx.insert(liveEventTargetLogs).values(
      failures.map((failure) => ({
        eventId,
        target: failure.target,
        fromState: failure.state,
        toState: 'removed',
        message: failure.message,
        at,
      })),
    );
  });
}

/**
 * Starts, stops or removes an event's stream targets on the streaming engine, after
 * the change that asked for it committed. The request waits for it (`await`): the
 * screen shows the targets' states right after going live or ending.
 */
export const streamTargetsJob = defineJob({
  kind: 'live_event.stream_targets',
  payload: ZStreamTargets,
  afterCommit: 'await',
  maxAttempts: 3,
  handle: async (job: TStreamTargets, context) => {
    const engine = await context.streaming.resolve(context.db);
    if (job.action === 'start') await startTargets(context, engine, job.eventId);
    if (job.action === 'stop') await stopTargets(context, engine, job.eventId, job.message);
    if (job.action === 'remove') await removeTargets(context, engine, job.eventId, job.targets);
  },
});

/** Records, in the change's transaction, what the engine is to do once it commits. */
export const streamTargetsAfterCommit = (tx: TDbOrTx, job: TStreamTargets) =>
  enqueue(tx, streamTargetsJob, job);
