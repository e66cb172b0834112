import { and, eq, lt } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client';
import { outbox } from '../db/schema';

const DAY_MS = 86_400_000;

/** Done jobs are kept a week, failed ones a month (to see what went wrong), then deleted. */
export async function forgetFinishedJobs(db: TDbOrTx, now: Date) {
  await db
    .delete(outbox)
    .where(
      and(eq(outbox.state, 'done'), lt(outbox.finishedAt, new Date(now.getTime() - 7 * DAY_MS))),
    );
  await db
    .delete(outbox)
    .where(
      and(eq(outbox.state, 'failed'), lt(outbox.finishedAt, new Date(now.getTime() - 30 * DAY_MS))),
    );
}
