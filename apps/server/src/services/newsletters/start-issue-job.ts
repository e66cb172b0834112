import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscriptions,
  users,
} from '../../db/schema';
import { defineJob, enqueue } from '../../outbox';
import { recordHistory } from '../history';
import { deliverBatchJob } from './deliver-batch-job';
import { readIssueRow } from './issue-rows';
import { audienceWhere } from './subscriptions';

/**
 * Recipients per delivery job: small enough that a batch ends well within the outbox lease at
 * the configured rate (so no second worker takes it over while it runs), at most 200.
 */
export function batchSizeFor(ratePerSecond: number) {
  if (ratePerSecond <= 0) return 200;
  return Math.max(10, Math.min(200, Math.floor(ratePerSecond * 60)));
}

/**
 * At the send time: lists the recipients (one delivery row each, unique per issue and
 * customer), marks the issue `sending` and queues one delivery job per batch, all in one
 * transaction. A job whose issue was unscheduled or rescheduled meanwhile does nothing.
 */
export const startIssueJob = defineJob({
  kind: 'newsletter.start',
  payload: z.object({ issueId: z.number().int(), sendAt: z.string() }),
  maxAttempts: 8,
  handle: async ({ issueId, sendAt }, { transact, config, now }) => {
    await transact(async (tx) => {
      const issue = await readIssueRow(tx, issueId, true).catch(() => null);
      if (issue?.status !== 'scheduled' || issue.sendAt?.toISOString() !== sendAt) return;
      const size = batchSizeFor(config.NEWSLETTER_RATE_PER_SECOND);
      await tx.execute(sql`
        insert into ${newsletterDeliveries} (issue_id, customer_id, email, batch)
        select ${issueId}, ${users.id}, ${users.email}, (row_number() over (order by ${users.id}) - 1) / ${size}
        from ${newsletterSubscriptions}
        join ${users} on ${users.id} = ${newsletterSubscriptions.customerId}
        where ${audienceWhere(issue.kind, issue.locale)}
        on conflict do nothing`);
      const [counted] = await tx
        .select({ batches: sql<number | null>`max(${newsletterDeliveries.batch})` })
        .from(newsletterDeliveries)
        .where(eq(newsletterDeliveries.issueId, issueId));
      const last =
        counted?.batches === null || counted?.batches === undefined ? -1 : Number(counted.batches);
      const at = now();
      await tx
        .update(newsletterIssues)
        .set({
          status: last < 0 ? 'sent' : 'sending',
          startedAt: at,
          finishedAt: last < 0 ? at : null,
          updatedAt: at,
        })
        .where(eq(newsletterIssues.id, issueId));
      await recordHistory(tx, {
        subjectType: 'newsletter_issue',
        subjectId: issueId,
        action: last < 0 ? 'sent' : 'sending',
        actorId: null,
        after: { status: last < 0 ? 'sent' : 'sending' },
      });
      for (let batch = 0; batch <= last; batch++) {
        await enqueue(tx, deliverBatchJob, { issueId, batch });
      }
    });
  },
});
