import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterDeliveries, newsletterIssues } from '../../src/db/schema';
import { enqueue } from '../../src/outbox';
import { deliverBatchJob } from '../../src/services/newsletters/deliver-batch-job';
import { NEWSLETTERS, signedInApp, signIn, startSecondApp } from '../support';
import { startTestSmtp, type TTestSmtp, useTestSmtp } from '../support/smtp-server';
import { CONTENT, subscribeCustomers } from './helpers';

let smtp: TTestSmtp;
// Registered before the app's own hooks: the mail server is up before the app starts and closes after it.
beforeAll(async () => {
  smtp = await startTestSmtp((address) => address.startsWith('refused-'));
});
afterAll(() => smtp.close());
// A rate low enough that the send is still running when the first process stops.
const t = signedInApp('super_admin', { NEWSLETTER_RATE_PER_SECOND: '250' });
beforeAll(() => useTestSmtp(t.db, smtp.port));

async function sendNow(locale: string, expected: number) {
  const created = await t.send('POST', `${NEWSLETTERS}/daily/issues`, {
    issue: { ...CONTENT, locale },
  });
  const issue = created.json();
  const scheduled = await t.send('POST', `${NEWSLETTERS}/issues/${issue.id}/schedule`, {
    version: issue.version,
    send_at: null,
    expected_recipients: expected,
  });
  expect(scheduled.statusCode, scheduled.body).toBe(200);
  return issue.id as number;
}

const progressOf = async (app: typeof t.app, id: number) =>
  (
    await app.inject({
      method: 'GET',
      url: `${NEWSLETTERS}/issues/${id}`,
      headers: { cookie: t.cookie },
    })
  ).json();

// Embedded PGlite is one connection, and the machine may be loaded: minutes, not seconds.
const SLOW = { timeout: 600_000 };

describe('delivery through SMTP', () => {
  it(
    'sends 1,000 e-mails, survives the server stopping mid-send, and each recipient gets exactly one',
    SLOW,
    async () => {
      const prefix = await subscribeCustomers(t.db, 1000, { locale: 'es', prefix: 'thousand' });
      const id = await sendNow('es', 1000);
      await smtp.reached(300);
      // The first server stops mid-send (what SIGTERM does: app.close stops its worker).
      await t.app.outbox.stop();
      const atStop = smtp.messages();
      const halfway = await progressOf(t.app, id);
      expect(halfway.status).toBe('sending');
      expect(halfway.progress.left).toBeGreaterThan(0);
      expect(halfway.progress.sent).toBe(atStop);

      // A new server on the same database carries on where the first stopped.
      const second = await startSecondApp(t);
      try {
        await second.outbox.drain();
        const done = await progressOf(second, id);
        expect(done).toMatchObject({
          status: 'sent',
          progress: { total: 1000, sent: 1000, failed: 0, left: 0 },
        });
      } finally {
        await second.close();
      }
      const ours = [...smtp.counts].filter(([address]) => address.startsWith(`${prefix}-`));
      expect(ours).toHaveLength(1000);
      expect(ours.filter(([, count]) => count !== 1)).toEqual([]);

      const message = smtp.lastData.get(`${prefix}-1@example.test`) ?? '';
      expect(message).toMatch(
        /^List-Unsubscribe:\s+<http[^>]+\/api\/public\/newsletters\/unsubscribe\?token=/m,
      );
      expect(message).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      expect(message).toContain('Content-Type: text/plain');
      expect(message).toContain('Content-Type: text/html');
    },
  );
});

describe('failures and a crash', () => {
  it(
    'retries a refused recipient with backoff, then records it as failed; a row left mid-send is never sent again',
    SLOW,
    async () => {
      const second = await startSecondApp(t);
      try {
        await subscribeCustomers(t.db, 3, { locale: 'it', prefix: 'fine' });
        await subscribeCustomers(t.db, 1, { locale: 'it', prefix: 'refused' });
        const created = await second.inject({
          method: 'POST',
          url: `${NEWSLETTERS}/daily/issues`,
          headers: { cookie: t.cookie },
          payload: { issue: { ...CONTENT, locale: 'it' } },
        });
        const id = created.json().id as number;
        await second.inject({
          method: 'POST',
          url: `${NEWSLETTERS}/issues/${id}/schedule`,
          headers: { cookie: t.cookie },
          payload: { version: 1, send_at: null },
        });
        await second.outbox.drain();
        let state = await progressOf(second, id);
        expect(state).toMatchObject({ status: 'sending', progress: { sent: 3, left: 1 } });
        for (let run = 0; run < 6 && state.status === 'sending'; run++) {
          t.clock.advance(2 * 3_600_000);
          await second.outbox.drain();
          // Hours passed: the session ended meanwhile.
          t.cookie = await signIn(second, t.admin);
          state = await progressOf(second, id);
        }
        expect(state).toMatchObject({
          status: 'sent',
          progress: { total: 4, sent: 3, failed: 1, left: 0 },
        });
        const failed = (
          await second.inject({
            method: 'GET',
            url: `${NEWSLETTERS}/issues/${id}/deliveries?status=failed`,
            headers: { cookie: t.cookie },
          })
        ).json().deliveries;
        expect(failed).toHaveLength(1);
        expect(failed[0]).toMatchObject({ email: 'refused-1@example.test', attempts: 5 });
        expect(failed[0].last_error).toMatch(/550/);

        // A process killed between claiming a row and recording it leaves the row `sending`:
        // the mail may have left, so the next run records it as failed instead of sending again.
        const [issue] = await t.db
          .insert(newsletterIssues)
          .values({
            kind: 'daily',
            locale: 'it',
            subject: 'Crash',
            items: CONTENT.items,
            status: 'sending',
          })
          .returning();
        const [one, two] = await t.db
          .select({ id: newsletterDeliveries.customerId, email: newsletterDeliveries.email })
          .from(newsletterDeliveries)
          .where(eq(newsletterDeliveries.issueId, id))
          .limit(2);
        if (!issue || !one || !two) throw new Error('setup rows missing');
        const stuckSince = new Date(t.clock.now().getTime() - 10 * 60_000);
        await t.db.insert(newsletterDeliveries).values([
          {
            issueId: issue.id,
            customerId: one.id,
            email: one.email,
            batch: 0,
            status: 'sending',
            attempts: 1,
            updatedAt: stuckSince,
          },
          { issueId: issue.id, customerId: two.id, email: two.email, batch: 0 },
        ]);
        const before = smtp.counts.get(one.email) ?? 0;
        await second.transact((tx) =>
          enqueue(tx, deliverBatchJob, { issueId: issue.id, batch: 0 }),
        );
        await second.outbox.drain();
        expect(smtp.counts.get(one.email) ?? 0).toBe(before);
        const rows = await t.db
          .select()
          .from(newsletterDeliveries)
          .where(eq(newsletterDeliveries.issueId, issue.id));
        expect(rows.find((r) => r.email === one.email)).toMatchObject({
          status: 'failed',
          lastError: expect.stringMatching(/Interrupted/),
        });
        expect(rows.find((r) => r.email === two.email)).toMatchObject({ status: 'sent' });
        expect((await progressOf(second, issue.id)).status).toBe('sent');
      } finally {
        await second.close();
      }
    },
  );
});
