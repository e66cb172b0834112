import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { JobInterrupted, type TOutboxContext, type TOutboxJob } from './define-job';
import type { TEnqueued } from './enqueue';

// biome-ignore lint/suspicious/noExplicitAny: the registry holds jobs of every payload type
type TAnyJob = TOutboxJob<any>;
type TClaimed = typeof outbox.$inferSelect;

export type TOutboxWorkerOptions = {
  jobs: TAnyJob[];
  context: TOutboxContext;
  /**
   * How long a claimed job stays hidden from other workers after its last renewal (a dead
   * worker's job comes back); renewed every third of it while the worker holds the job.
   */
  leaseMs?: number;
  batchSize?: number;
  /** First retry after about this long, doubled each time up to maxBackoffMs; jittered. */
  baseBackoffMs?: number;
  maxBackoffMs?: number;
  random?: () => number;
};

/**
 * Runs outbox jobs after their transaction committed. Any number of processes may
 * run one on the same database: a job is claimed with FOR UPDATE SKIP LOCKED and a
 * lease, so each runs once at a time; a failure is written on the job and retried with
 * a growing, jittered delay, until maxAttempts leaves it `failed` with its last error.
 */
export function createOutboxWorker(options: TOutboxWorkerOptions) {
  const { context } = options;
  const jobs = new Map<string, TAnyJob>();
  for (const job of options.jobs) {
    if (jobs.has(job.kind)) throw new Error(`outbox job kind ${job.kind} is listed twice`);
    jobs.set(job.kind, job);
  }
  const kinds = [...jobs.keys()];
  const leaseMs = options.leaseMs ?? 300_000;
  const batchSize = options.batchSize ?? 10;
  const baseBackoffMs = options.baseBackoffMs ?? 10_000;
  const maxBackoffMs = options.maxBackoffMs ?? 3_600_000;
  const random = options.random ?? Math.random;
  const { db } = context;

  let inFlight: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  // Aborted by stop(): long jobs (newsletter batches) end between two steps.
  const stopping = new AbortController();
  const jobContext = { ...context, signal: stopping.signal };

  /** Gives a claimed job back untouched, as if never claimed (the process is stopping). */
  async function release(row: TClaimed) {
    await db
      .update(outbox)
      .set({ attempts: sql`greatest(${outbox.attempts} - 1, 0)`, lockedUntil: null })
      .where(eq(outbox.id, row.id));
  }

  /** Renews the lease of the jobs in `held` while they wait or run, so only a dead worker's lapse. */
  function keepLeased(held: Set<number>) {
    const timer = setInterval(
      () => {
        if (held.size === 0) return;
        db.update(outbox)
          .set({ lockedUntil: new Date(context.now().getTime() + leaseMs) })
          .where(and(inArray(outbox.id, [...held]), isNotNull(outbox.lockedUntil)))
          .catch((error: unknown) => context.log.warn({ err: error }, 'outbox lease not renewed'));
      },
      Math.max(500, leaseMs / 3),
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Takes up to `limit` due jobs (or exactly `ids`, due or not), hiding them for the lease. */
  async function claim(limit: number, ids?: number[]): Promise<TClaimed[]> {
    if (kinds.length === 0) return [];
    const now = context.now();
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.state, 'pending'),
          inArray(outbox.kind, kinds),
          or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
          ids ? inArray(outbox.id, ids) : or(isNull(outbox.runAt), lte(outbox.runAt, now)),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        lockedUntil: new Date(now.getTime() + leaseMs),
      })
      .where(inArray(outbox.id, due))
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  }

  function backoffMs(attempts: number) {
    const bound = Math.min(maxBackoffMs, baseBackoffMs * 2 ** (attempts - 1));
    return Math.round(bound / 2 + (random() * bound) / 2);
  }

  async function runOne(row: TClaimed, runContext = jobContext) {
    const job = jobs.get(row.kind);
    const parsed = job?.payload.safeParse(row.payload);
    try {
      if (!job || !parsed?.success) throw new Error(`payload of ${row.kind} is not valid`);
      await job.handle(parsed.data, runContext);
    } catch (error) {
      if (error instanceof JobInterrupted) return release(row);
      const now = context.now();
      const message = error instanceof Error ? error.message : String(error);
      const final = row.attempts >= row.maxAttempts || !parsed?.success;
      context.log.warn(
        { err: error, job: row.id, kind: row.kind, attempt: row.attempts },
        final ? 'outbox job failed for good' : 'outbox job failed, will retry',
      );
      await db
        .update(outbox)
        .set({
          lastError: message.slice(0, 2000),
          lockedUntil: null,
          ...(final
            ? { state: 'failed', finishedAt: now }
            : { runAt: new Date(now.getTime() + backoffMs(row.attempts)) }),
        })
        .where(eq(outbox.id, row.id));
      return;
    }
    await db
      .update(outbox)
      .set({ state: 'done', finishedAt: context.now(), lockedUntil: null, lastError: null })
      .where(eq(outbox.id, row.id));
  }

  /**
   * Claims and runs batches until nothing is due. A background pass gives its jobs back once the
   * worker stops; an explicit drain (tests, scripts) runs them all with a signal of its own.
   */
  async function pass(explicit?: TOutboxContext & { signal: AbortSignal }) {
    for (;;) {
      const batch = await claim(batchSize);
      if (batch.length === 0) return;
      const held = new Set(batch.map((row) => row.id));
      const stopRenewing = keepLeased(held);
      try {
        for (const row of batch) {
          if (stopped && !explicit) await release(row);
          else await runOne(row, explicit);
          held.delete(row.id);
        }
      } finally {
        stopRenewing();
      }
      if (stopped && !explicit) return;
    }
  }

  function startPass() {
    if (stopped) return;
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (error) {
          context.log.warn({ err: error }, 'outbox pass failed; the next poll tries again');
        }
      } while (again && !stopped);
    })().finally(() => {
      inFlight = null;
    });
  }

  return {
    /** Runs due jobs soon, in the background (after a commit that enqueued some). */
    nudge: startPass,

    /**
     * After a commit: runs the `await` jobs it enqueued now, waiting for them, and nudges
     * for the rest. A failure is recorded on the job and retried by the worker later.
     */
    async afterCommit(enqueued: TEnqueued[]) {
      const now = enqueued.filter((job) => job.afterCommit === 'await').map((job) => job.id);
      if (now.length && !stopped) {
        for (const row of await claim(now.length, now)) await runOne(row);
      }
      if (enqueued.length > now.length) startPass();
    },

    /** Runs every due job, the ones in flight included, until none is left (tests, scripts). */
    async drain() {
      const explicit = { ...context, signal: new AbortController().signal };
      do {
        if (inFlight) await inFlight;
        await pass(explicit);
      } while (inFlight);
    },

    /** Polls every `everyMs`, for jobs whose retry came due or that another process left. */
    start(everyMs: number) {
      if (timer || stopped) return;
      timer = setInterval(startPass, everyMs);
      timer.unref();
      startPass();
    },

    /** No new passes; waits for the one running. */
    async stop() {
      stopped = true;
      stopping.abort();
      if (timer) clearInterval(timer);
      timer = null;
      if (inFlight) await inFlight;
    },
  };
}

export type TOutboxWorker = ReturnType<typeof createOutboxWorker>;
