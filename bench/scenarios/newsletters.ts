import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { startTestSmtp, useTestSmtp } from '../../apps/server/test/support/smtp-server';
import { report } from '../support/load';
import { startBenchServer } from '../support/server';

const RECIPIENTS = 10_000;
/** A locale of its own, so a kept DATABASE_URL database is cleaned and refilled each run. */
const LOCALE = 'xn';
const PREFIX = 'bench-newsletter-';

/**
 * Delivers one newsletter issue to 10,000 subscribers through a real local SMTP server, the
 * way production does: schedule (send now) through the HTTP API, then the outbox worker's
 * batch jobs with pooled SMTP connections. Reports messages per second from the schedule call
 * to the issue being sent, the process's peak RSS, and that each recipient got exactly one.
 * NEWSLETTER_RATE_PER_SECOND is 0 (no cap) unless set.
 */
export async function run() {
  process.env.NEWSLETTER_RATE_PER_SECOND ??= '0';
  const smtp = await startTestSmtp(undefined, { keepMessages: false });
  const server = await startBenchServer();
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  try {
    const cookie = await server.signInAs('output_editor');
    await server.db.execute(sql`delete from users where email like ${`${PREFIX}%`}`);
    await server.db.execute(sql`
      with made as (
        insert into users (email, user_role, customer_type)
        select ${PREFIX} || n || '@example.test', 'customer', 'active'
        from generate_series(1, ${RECIPIENTS}) as n
        returning id
      )
      insert into newsletter_subscriptions (customer_id, kind, locale)
      select id, 'daily', ${LOCALE} from made`);
    await useTestSmtp(server.db, smtp.port);

    const headers = { cookie, 'content-type': 'application/json' };
    const created = await fetch(`${server.url}/api/admin/newsletters/daily/issues`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        issue: {
          locale: LOCALE,
          subject: 'Bench issue',
          intro: 'Ten thousand readers.',
          items: Array.from({ length: 8 }, (_, i) => ({
            type: 'video',
            id: i + 1,
            title: `Story number ${i + 1}`,
            summary: 'A summary of the story, two lines long in most mail clients.',
            url: `https://www.newsroom.test/videos/VP-${i + 1}`,
            image_url: null,
            at: new Date().toISOString(),
          })),
        },
      }),
    });
    const issue = (await created.json()) as { id: number; version: number };
    if (!created.ok) throw new Error(`create answered ${created.status}: ${JSON.stringify(issue)}`);

    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const scheduled = await fetch(
      `${server.url}/api/admin/newsletters/issues/${issue.id}/schedule`,
      {
        method: 'POST',
        headers,
        body: JSON.stringify({
          version: issue.version,
          send_at: null,
          expected_recipients: RECIPIENTS,
        }),
      },
    );
    if (!scheduled.ok)
      throw new Error(`schedule answered ${scheduled.status}: ${await scheduled.text()}`);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const rows = await server.db.execute(
        sql`select status from newsletter_issues where id = ${issue.id}`,
      );
      const status = (rows as unknown as { rows: { status: string }[] }).rows[0]?.status;
      if (status === 'sent') break;
      if (performance.now() - started > 20 * 60_000) throw new Error('not sent within 20 minutes');
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const ours = [...smtp.counts].filter(([address]) => address.startsWith(PREFIX));
    const delivered = ours.reduce((sum, [, count]) => sum + count, 0);
    const twice = ours.filter(([, count]) => count > 1).length;
    report({ scenario: 'newsletters', figure: 'recipients', value: RECIPIENTS });
    report({
      scenario: 'newsletters',
      figure: 'delivered',
      value: delivered,
      ok: delivered === RECIPIENTS,
    });
    report({
      scenario: 'newsletters',
      figure: 'recipients_with_two_or_more',
      value: twice,
      ok: twice === 0,
    });
    report({ scenario: 'newsletters', figure: 'send_seconds', value: Number(seconds.toFixed(2)) });
    report({
      scenario: 'newsletters',
      figure: 'messages_per_second',
      value: Math.round(delivered / seconds),
      target: 200,
      ok: delivered / seconds >= 200,
    });
    // What the send cost this process (server, SMTP server and, without DATABASE_URL, the embedded
    // database): on a shared machine this says more than the wall clock above.
    report({
      scenario: 'newsletters',
      figure: 'cpu_ms_per_message',
      value: Number(((cpuSeconds * 1000) / delivered).toFixed(2)),
    });
    report({
      scenario: 'newsletters',
      figure: 'messages_per_cpu_second',
      value: Math.round(delivered / cpuSeconds),
    });
    report({
      scenario: 'newsletters',
      figure: 'peak_rss_mb',
      value: Math.round(peakRss / 1_048_576),
    });
  } finally {
    clearInterval(sampler);
    await server.close();
    await smtp.close();
  }
}
