import type { TDbOrTx } from '../db/client';
import { outbox } from '../db/schema';
import type { TOutboxJob } from './define-job';

export type TEnqueued = { id: number; afterCommit: 'background' | 'await' };

/** Jobs enqueued in each transaction app.transact opened, to run or nudge after its commit. */
const enqueuedIn = new WeakMap<object, TEnqueued[]>();

/** app.transact registers its transaction here; enqueue() reports to it. */
export function collectEnqueued(tx: object): TEnqueued[] {
  const list: TEnqueued[] = [];
  enqueuedIn.set(tx, list);
  return list;
}

/**
 * Writes a job into the outbox in the caller's transaction: it exists if, and only
 * if, the change that asked for it commits. `runAt` delays it.
 */
export async function enqueue<TPayload>(
  tx: TDbOrTx,
  job: TOutboxJob<TPayload>,
  payload: TPayload,
  options: { runAt?: Date } = {},
): Promise<number> {
  const [row] = await tx
    .insert(outbox)
    .values({
      kind: job.kind,
      payload: job.payload.parse(payload),
      maxAttempts: job.maxAttempts ?? 5,
      runAt: options.runAt ?? null,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  enqueuedIn.get(tx)?.push({ id: row.id, afterCommit: job.afterCommit ?? 'background' });
  return row.id;
}
