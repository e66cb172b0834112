import { and, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { openBulkSender, type TBulkSender } from '../../adapters/mailer';
import type { TDb } from '../../db/client';
import { newsletterDeliveries, newsletterIssues } from '../../db/schema';
import { defineJob, JobInterrupted, type TJobContext } from '../../outbox';
import { personalise, renderIssueCached } from './render-issue';
import { signUnsubscribeToken, unsubscribeUrlOf } from './unsubscribe-token';

/** Mails sent at once (over the bulk sender's pooled connections). */
const GROUP = 10;
/** Tries per recipient before the delivery is recorded as failed. */
export const DELIVERY_MAX_ATTEMPTS = 5;
/**
 * A row still `sending` this long after it was claimed belongs to a process that died while
 * sending it: the mail may or may not have left, so it is recorded as failed, never sent again.
 */
const ABANDONED_MS = 120_000;

type TClaimed = { id: number; customerId: number; email: string; attempts: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Claims up to GROUP pending rows of the batch, committed before any of them is sent. */
async function claimGroup(
  db: TDb,
  issueId: number,
  batch: number,
  now: Date,
  skip: number[],
): Promise<TClaimed[]> {
  const due = db
    .select({ id: newsletterDeliveries.id })
    .from(newsletterDeliveries)
    .where(
      and(
        eq(newsletterDeliveries.issueId, issueId),
        eq(newsletterDeliveries.batch, batch),
        eq(newsletterDeliveries.status, 'pending'),
        skip.length ? notInArray(newsletterDeliveries.id, skip) : undefined,
      ),
    )
    .orderBy(newsletterDeliveries.id)
    .limit(GROUP)
    .for('update', { skipLocked: true });
  return db
    .update(newsletterDeliveries)
    .set({ status: 'sending', attempts: sql`${newsletterDeliveries.attempts} + 1`, updatedAt: now })
    .where(inArray(newsletterDeliveries.id, due))
    .returning({
      id: newsletterDeliveries.id,
      customerId: newsletterDeliveries.customerId,
      email: newsletterDeliveries.email,
      attempts: newsletterDeliveries.attempts,
    });
}

/** Marks the group's outcome: sent, back to pending (retried later) or failed for good. */
async function recordGroup(db: TDb, results: { row: TClaimed; error?: string }[], now: Date) {
  const sent = results.filter((r) => !r.error).map((r) => r.row.id);
  if (sent.length) {
    await db
      .update(newsletterDeliveries)
      .set({ status: 'sent', sentAt: now, updatedAt: now, lastError: null })
      .where(inArray(newsletterDeliveries.id, sent));
  }
  for (const { row, error } of results.filter((r) => r.error)) {
    await db
      .update(newsletterDeliveries)
      .set({
        status: row.attempts >= DELIVERY_MAX_ATTEMPTS ? 'failed' : 'pending',
        lastError: (error ?? '').slice(0, 1000),
        updatedAt: now,
      })
      .where(eq(newsletterDeliveries.id, row.id));
  }
}

/** Once no row of the issue waits any more, the issue is sent. */
async function finishIfDone(db: TDb, issueId: number, now: Date) {
  await db
    .update(newsletterIssues)
    .set({ status: 'sent', finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(newsletterIssues.id, issueId),
        eq(newsletterIssues.status, 'sending'),
        sql`not exists (select 1 from ${newsletterDeliveries} where ${newsletterDeliveries.issueId} = ${issueId} and ${newsletterDeliveries.status} in ('pending', 'sending'))`,
      ),
    );
}

async function sendGroup(
  context: TJobContext,
  sender: TBulkSender,
  rows: TClaimed[],
  issue: typeof newsletterIssues.$inferSelect,
) {
  const rendered = await renderIssueCached(issue);
  const now = context.now();
  return Promise.all(
    rows.map(async (row) => {
      const token = signUnsubscribeToken(
        context.secrets,
        { customerId: row.customerId, kind: issue.kind, locale: issue.locale },
        now,
      );
      const url = unsubscribeUrlOf(context.config.publicUrl, token);
      const { html, text } = personalise(rendered, url);
      try {
        await sender.send({
          to: row.email,
          subject: rendered.subject,
          text,
          html,
          headers: {
            'List-Unsubscribe': `<${url}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
        return { row };
      } catch (error) {
        return { row, error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
}

/**
 * Delivers one batch of an issue's recipients. Each group of rows is claimed (`sending`,
 * committed) before its mails go out and marked `sent` right after, so a restarted run only
 * takes rows still `pending`: nobody gets the issue twice. When the process stops the batch
 * ends between two groups and goes back to the queue; failures go back to `pending` and the
 * job throws, so the outbox retries it with backoff, up to DELIVERY_MAX_ATTEMPTS per row.
 */
export const deliverBatchJob = defineJob({
  kind: 'newsletter.deliver',
  payload: z.object({ issueId: z.number().int(), batch: z.number().int() }),
  maxAttempts: DELIVERY_MAX_ATTEMPTS + 3,
  handle: async ({ issueId, batch }, context) => {
    const { db, now, config, signal } = context;
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
    const rate = config.NEWSLETTER_RATE_PER_SECOND;
    const sender = await openBulkSender(context.mailer);
    const started = Date.now();
    let sent = 0;
    // Rows that failed in this run wait for the job's retry (backoff), not for the next group.
    const failed: number[] = [];
    try {
      for (;;) {
        if (signal.aborted) throw new JobInterrupted();
        const rows = await claimGroup(db, issueId, batch, now(), failed);
        if (rows.length === 0) break;
        const results = await sendGroup(context, sender, rows, issue);
        await recordGroup(db, results, now());
        for (const result of results) if (result.error) failed.push(result.row.id);
        sent += rows.length;
        // Keep to the configured rate (per process): wait until this many mails are due.
        if (rate > 0) {
          const ahead = (sent / rate) * 1000 - (Date.now() - started);
          if (ahead > 0) await sleep(ahead);
        }
      }
    } finally {
      sender.close();
    }
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
