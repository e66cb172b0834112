import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BULK_CONNECTIONS, openBulkSender } from '../../adapters/mailer';
import type { TDb } from '../../db/client';
import { newsletterDeliveries, newsletterIssues } from '../../db/schema';
import { defineJob, JobInterrupted, type TJobContext } from '../../outbox';
import { recordHistory } from '../history';
import { mimeTemplateOf } from './newsletter-mime';
import { renderIssueCached } from './render-issue';
import { DELIVERY_MAX_ATTEMPTS, sendRecipient, type TRecipient } from './send-recipient';
import { createSentGate } from './sent-gate';

export { DELIVERY_MAX_ATTEMPTS } from './send-recipient';

/** Mails under way at once: two per pooled connection, so none waits for the next message. */
const IN_FLIGHT = BULK_CONNECTIONS * 2;
/** Pending rows read at a time. */
const CHUNK = 100;
/**
 * Rows `sending` were written by the code before the held final dot (docs/decisions.md,
 * "Newsletter delivery"); one still there this long after belongs to a process that died while
 * sending it: the mail may or may not have left, so it is recorded as failed, never sent again.
 */
const ABANDONED_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Once no row of the issue waits any more, the issue is sent. */
async function finishIfDone(db: TDb, issueId: number, now: Date) {
  const [done] = await db
    .update(newsletterIssues)
    .set({ status: 'sent', finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(newsletterIssues.id, issueId),
        eq(newsletterIssues.status, 'sending'),
        sql`not exists (select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${issueId} and ${newsletterDeliveries.status} in ('pending', 'sending'))`,
      ),
    )
    .returning({ id: newsletterIssues.id });
  if (done) {
    await recordHistory(db, {
      subjectType: 'newsletter_issue',
      subjectId: issueId,
      action: 'sent',
      actorId: null,
      after: { status: 'sent' },
    });
  }
}

/**
 * Sends every row of the batch still pending when this run reached it, IN_FLIGHT at a time at
 * no more than `rate` a second (0: no cap). Rows that fail wait for the job's retry; a stopping
 * process starts no new mail, lets the ones under way finish, and ends.
 */
async function sendPending(
  context: TJobContext,
  issue: typeof newsletterIssues.$inferSelect,
  batch: number,
) {
  const { db, now, signal } = context;
  const rendered = await renderIssueCached(issue);
  const sender = await openBulkSender(context.mailer);
  const run = {
    db,
    issue,
    rendered,
    template: mimeTemplateOf(rendered),
    sender,
    gate: createSentGate(db, now),
    secrets: context.secrets,
    publicUrl: context.config.publicUrl,
    now,
  };
  const rate = context.config.NEWSLETTER_RATE_PER_SECOND;
  const started = Date.now();
  let begun = 0;
  let after = 0;
  try {
    for (;;) {
      if (signal.aborted) return;
      const rows: TRecipient[] = await db
        .select({
          id: newsletterDeliveries.id,
          customerId: newsletterDeliveries.customerId,
          email: newsletterDeliveries.email,
          attempts: newsletterDeliveries.attempts,
        })
        .from(newsletterDeliveries)
        .where(
          and(
            eq(newsletterDeliveries.issueId, issue.id),
            eq(newsletterDeliveries.batch, batch),
            eq(newsletterDeliveries.status, 'pending'),
            gt(newsletterDeliveries.id, after),
          ),
        )
        .orderBy(asc(newsletterDeliveries.id))
        .limit(CHUNK);
      if (rows.length === 0) return;
      after = rows.at(-1)?.id ?? after;
      let next = 0;
      const lane = async () => {
        while (next < rows.length && !signal.aborted) {
          const row = rows[next++] as TRecipient;
          begun++;
          // Keep to the configured rate (per process): wait until this mail is due.
          const ahead = rate > 0 ? ((begun - 1) / rate) * 1000 - (Date.now() - started) : 0;
          if (ahead > 0) await sleep(ahead);
          await sendRecipient(run, row);
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    }
  } finally {
    sender.close();
  }
}

/**
 * Delivers one batch of an issue's recipients (see send-recipient.ts for when a row counts as
 * sent). When the process stops, the batch goes back to the queue once the mails under way are
 * done; failures stay `pending` with their error and the job throws, so the outbox retries it
 * with backoff, up to DELIVERY_MAX_ATTEMPTS per row.
 */
export const deliverBatchJob = defineJob({
  kind: 'newsletter.deliver',
  payload: z.object({ issueId: z.number().int(), batch: z.number().int() }),
  maxAttempts: DELIVERY_MAX_ATTEMPTS + 3,
  handle: async ({ issueId, batch }, context) => {
    const { db, now, signal } = context;
    const [issue] = await db
      .select()
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, issueId));
    if (issue?.status !== 'sending') return;
    const inBatch = and(
      eq(newsletterDeliveries.issueId, issueId),
      eq(newsletterDeliveries.batch, batch),
    );
    await db
      .update(newsletterDeliveries)
      .set({
        status: 'failed',
        lastError:
          'Interrupted while sending (the process stopped); not sent again so that it is never received twice',
        updatedAt: now(),
      })
      .where(
        and(
          inBatch,
          eq(newsletterDeliveries.status, 'sending'),
          lt(newsletterDeliveries.updatedAt, new Date(now().getTime() - ABANDONED_MS)),
        ),
      );
    await sendPending(context, issue, batch);
    if (signal.aborted) throw new JobInterrupted();
    const [left] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(newsletterDeliveries)
      .where(and(inBatch, inArray(newsletterDeliveries.status, ['pending', 'sending'])));
    if (Number(left?.count ?? 0) > 0) {
      throw new Error(`${left?.count} deliveries of batch ${batch} wait for a retry`);
    }
    await finishIfDone(db, issueId, now());
  },
});
