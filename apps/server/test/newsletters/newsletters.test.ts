import type { TNewsletterIssue } from '@newsroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  generalSettings,
  liveEvents,
  newsletterSubscriptions,
  planningEntries,
  videoProjects,
} from '../../src/db/schema';
import { signUnsubscribeToken } from '../../src/services/newsletters';
import {
  cookieFor,
  createAdmin,
  createCustomer,
  NEWSLETTERS,
  readOutbox,
  signedInApp,
  signIn,
} from '../support';
import { CONTENT, ITEM, subscribeCustomers } from './helpers';

const t = signedInApp('output_editor'); // t.cookie: the output editor's, who makes the issues
const api = t.send;
let clientDesk = '';
beforeAll(async () => {
  clientDesk = await cookieFor(t, 'client_desk');
});

async function createIssue(kind = 'daily', content: object = CONTENT): Promise<TNewsletterIssue> {
  const response = await api('POST', `${NEWSLETTERS}/${kind}/issues`, { issue: content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('access and brand', () => {
  it('lets the Newsletters groups in, refuses others, and answers 404 in the brand without newsletters', async () => {
    expect((await api('GET', `${NEWSLETTERS}/daily/issues`)).statusCode).toBe(200);
    for (const group of ['super_admin', 'new_output', 'live_admin'] as const) {
      const cookie = await cookieFor(t, group);
      expect((await api('GET', `${NEWSLETTERS}/live/issues`, undefined, cookie)).statusCode).toBe(
        200,
      );
    }
    expect(
      (await api('GET', `${NEWSLETTERS}/daily/issues`, undefined, clientDesk)).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `${NEWSLETTERS}/daily/issues` })).statusCode,
    ).toBe(401);
    expect((await api('GET', `${NEWSLETTERS}/weekly/issues`)).statusCode).toBe(422);

    const issue = await createIssue();
    await t.db.update(generalSettings).set({ brand: 'partner' });
    try {
      for (const [method, url] of [
        ['GET', `${NEWSLETTERS}/daily/issues`],
        ['GET', `${NEWSLETTERS}/issues/${issue.id}`],
        ['POST', `${NEWSLETTERS}/issues/${issue.id}/test`],
        ['GET', '/api/public/newsletters/unsubscribe?token=x'],
      ] as const) {
        const response = await api(method, url);
        expect(response.statusCode, url).toBe(404);
      }
      // The access check still comes first.
      expect(
        (await api('GET', `${NEWSLETTERS}/daily/issues`, undefined, clientDesk)).statusCode,
      ).toBe(403);
    } finally {
      await t.db.update(generalSettings).set({ brand: 'newsroom' });
    }
  });
});

describe('composing', () => {
  it('creates, reads, lists, changes with the version, refuses bad input and deletes drafts', async () => {
    const issue = await createIssue();
    expect(issue).toMatchObject({ kind: 'daily', status: 'draft', version: 1, item_count: 1 });
    expect((await api('GET', `${NEWSLETTERS}/issues/${issue.id}`)).json().items).toEqual([ITEM]);
    const list = (await api('GET', `${NEWSLETTERS}/daily/issues`)).json();
    expect(list.issues.map((i: { id: number }) => i.id)).toContain(issue.id);
    expect(
      (await api('GET', `${NEWSLETTERS}/live/issues`))
        .json()
        .issues.map((i: { id: number }) => i.id),
    ).not.toContain(issue.id);

    const changed = await api('PATCH', `${NEWSLETTERS}/issues/${issue.id}`, {
      issue: { version: 1, subject: 'New subject', items: [] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ subject: 'New subject', version: 2, item_count: 0 });
    const stale = await api('PATCH', `${NEWSLETTERS}/issues/${issue.id}`, {
      issue: { version: 1, intro: 'x' },
    });
    expect(stale.statusCode).toBe(409);

    const bad = await api('POST', `${NEWSLETTERS}/daily/issues`, {
      issue: { ...CONTENT, subject: ' ', items: [{ ...ITEM, url: 'javascript:alert(1)' }] },
    });
    expect(bad.statusCode).toBe(422);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['issue.subject', 'issue.items.0.url']));

    expect((await api('DELETE', `${NEWSLETTERS}/issues/${issue.id}`)).statusCode).toBe(204);
    expect((await api('GET', `${NEWSLETTERS}/issues/${issue.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `${NEWSLETTERS}/issues/${issue.id}`)).statusCode).toBe(404);
  });

  it('suggests the day’s videos, the coming live events and the confirmed planning entries', async () => {
    const now = t.app.now();
    const [video] = await t.db
      .insert(videoProjects)
      .values({
        externalName: `VP-NL-${Date.now()}`,
        locale: 'en',
        title: 'Zebra crossing festival',
        status: 'published',
        publishedAt: now,
        trendingScore: 1e9,
      })
      .returning();
    const daily = (await api('GET', `${NEWSLETTERS}/daily/candidates?locale=en`)).json().items;
    expect(daily[0]).toMatchObject({
      type: 'video',
      id: video?.id,
      title: 'Zebra crossing festival',
    });
    const found = (
      await api('GET', `${NEWSLETTERS}/daily/candidates?locale=en&q=zebra%20cross`)
    ).json().items;
    expect(found.map((i: { id: number }) => i.id)).toEqual([video?.id]);

    const [event] = await t.db
      .insert(liveEvents)
      .values({
        slug: `nl-event-${Date.now()}`,
        title: 'Summit opening',
        startAt: new Date(now.getTime() + 86_400_000),
        streamTo: {} as never,
      })
      .returning();
    const live = (
      await api('GET', `${NEWSLETTERS}/live/candidates?locale=en&q=summit%20opening`)
    ).json().items;
    expect(live[0]).toMatchObject({ type: 'live_event', id: event?.id });

    const entry = (values: { title: string; status: 'confirmed' | 'planned' }) =>
      t.db
        .insert(planningEntries)
        .values({
          ...values,
          locale: 'en',
          kind: 'story',
          timeZone: 'UTC',
          startsAt: new Date(now.getTime() + 3_600_000),
        })
        .returning();
    const [confirmed] = await entry({ title: 'Confirmed cover', status: 'confirmed' });
    await entry({ title: 'Only planned cover', status: 'planned' });
    const coverage = (await api('GET', `${NEWSLETTERS}/coverage/candidates?locale=en`)).json()
      .items;
    expect(coverage.map((i: { id: number }) => i.id)).toContain(confirmed?.id);
    expect(coverage.map((i: { title: string }) => i.title)).not.toContain('Only planned cover');
  });

  it('previews the real e-mail (MJML HTML and plain text) and sends a test to the admin', async () => {
    const preview = await api('POST', `${NEWSLETTERS}/daily/preview`, {
      ...CONTENT,
      subject: 'A <b>bold</b> day',
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { html, text } = preview.json();
    expect(html).toContain('A &lt;b&gt;bold&lt;/b&gt; day');
    expect(html).toContain('Floods in the valley');
    expect(html).toContain('https://www.newsroom.test/videos/VP-1');
    expect(text).toContain('* Floods in the valley');
    expect(text).toMatch(/Unsubscribe: /);

    const admin = await createAdmin(t.db, { group: 'new_output' });
    const cookie = await signIn(t.app, admin);
    const issue = await createIssue();
    const sent = await api('POST', `${NEWSLETTERS}/issues/${issue.id}/test`, undefined, cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().to).toBe(admin.email);
    const mail = readOutbox(t.dataDir).find((m) => m.to === admin.email);
    expect(mail?.subject).toBe('[Test] Today at the agency');
    expect((mail as unknown as { html: string }).html).toContain('Floods in the valley');
    expect(
      (mail as unknown as { headers: Record<string, string> }).headers['List-Unsubscribe-Post'],
    ).toBe('List-Unsubscribe=One-Click');
  });
});

describe('sending', () => {
  it('counts recipients, refuses a moved count, sends now to each subscriber once and reports per recipient', async () => {
    await subscribeCustomers(t.db, 25, { kind: 'live', locale: 'fr', prefix: 'live-fr' });
    await subscribeCustomers(t.db, 3, { kind: 'live', locale: 'de', prefix: 'live-de' });
    const issue = await createIssue('live', { ...CONTENT, locale: 'fr' });
    expect((await api('GET', `${NEWSLETTERS}/issues/${issue.id}/recipients`)).json()).toEqual({
      recipients: 25,
    });

    const moved = await api('POST', `${NEWSLETTERS}/issues/${issue.id}/schedule`, {
      version: 1,
      send_at: null,
      expected_recipients: 24,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors[0].code).toBe('count_mismatch');
    const empty = await createIssue('live', { ...CONTENT, items: [] });
    const noItems = await api('POST', `${NEWSLETTERS}/issues/${empty.id}/schedule`, {
      version: 1,
      send_at: null,
    });
    expect(noItems.statusCode).toBe(422);

    const scheduled = await api('POST', `${NEWSLETTERS}/issues/${issue.id}/schedule`, {
      version: 1,
      send_at: null,
      expected_recipients: 25,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    await t.app.outbox.drain();
    const done = (await api('GET', `${NEWSLETTERS}/issues/${issue.id}`)).json();
    expect(done).toMatchObject({
      status: 'sent',
      progress: { total: 25, sent: 25, failed: 0, left: 0 },
    });
    expect(done.finished_at).toEqual(expect.any(String));
    const mails = readOutbox(t.dataDir).filter((m) => m.to.startsWith('live-fr-'));
    expect(new Set(mails.map((m) => m.to)).size).toBe(25);
    expect(mails).toHaveLength(25);
    const headers = (mails[0] as unknown as { headers: Record<string, string> }).headers;
    expect(headers['List-Unsubscribe']).toMatch(
      /^<http.*\/api\/public\/newsletters\/unsubscribe\?token=.+>$/,
    );

    const page1 = (
      await api('GET', `${NEWSLETTERS}/issues/${issue.id}/deliveries?limit=20`)
    ).json();
    expect(page1.deliveries).toHaveLength(20);
    expect(page1.deliveries[0]).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    const page2 = (
      await api(
        'GET',
        `${NEWSLETTERS}/issues/${issue.id}/deliveries?limit=20&after_id=${page1.next_after_id}`,
      )
    ).json();
    expect(page2.deliveries).toHaveLength(5);
    expect(page2.next_after_id).toBeNull();
    // A sent issue is history: no edit, no second send.
    expect(
      (
        await api('PATCH', `${NEWSLETTERS}/issues/${issue.id}`, {
          issue: { version: done.version, intro: 'x' },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await api('POST', `${NEWSLETTERS}/issues/${issue.id}/schedule`, {
          version: done.version,
          send_at: null,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('schedules for later, takes it back to draft, and a stale start job sends nothing', async () => {
    await subscribeCustomers(t.db, 2, { kind: 'coverage', locale: 'en', prefix: 'cov' });
    const issue = await createIssue('coverage');
    const later = new Date(t.app.now().getTime() + 3_600_000).toISOString();
    const past = await api('POST', `${NEWSLETTERS}/issues/${issue.id}/schedule`, {
      version: 1,
      send_at: '2001-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(422);
    const scheduled = (
      await api('POST', `${NEWSLETTERS}/issues/${issue.id}/schedule`, {
        version: 1,
        send_at: later,
      })
    ).json();
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      send_at: later.replace('Z', '').concat('Z').replace('.000ZZ', '.000Z'),
    });
    const back = await api('POST', `${NEWSLETTERS}/issues/${issue.id}/unschedule`, {
      version: scheduled.version,
    });
    expect(back.json()).toMatchObject({ status: 'draft', send_at: null });
    t.clock.advance(2 * 3_600_000);
    try {
      await t.app.outbox.drain();
    } finally {
      t.clock.advance(-2 * 3_600_000);
    }
    expect((await api('GET', `${NEWSLETTERS}/issues/${issue.id}`)).json()).toMatchObject({
      status: 'draft',
      progress: { total: 0 },
    });
    expect(readOutbox(t.dataDir).filter((m) => m.to.startsWith('cov-'))).toHaveLength(0);
  });
});

describe('subscriptions and unsubscribe', () => {
  it('edits a customer’s subscriptions (Users section) and the signed link removes one without a session', async () => {
    const customer = await createCustomer(t.db);
    const url = `/api/admin/users/${customer.id}/newsletter_subscriptions`;
    const superAdmin = await cookieFor(t, 'super_admin');
    expect((await api('GET', url, undefined, t.cookie)).statusCode).toBe(403);
    const put = await api(
      'PUT',
      url,
      {
        subscriptions: [
          { kind: 'daily', locale: 'en' },
          { kind: 'live', locale: 'en' },
        ],
      },
      clientDesk,
    );
    expect(put.statusCode, put.body).toBe(200);
    expect((await api('GET', url, undefined, superAdmin)).json().subscriptions).toHaveLength(2);
    expect(
      (await api('PUT', url, { subscriptions: [{ kind: 'weekly', locale: 'en' }] }, clientDesk))
        .statusCode,
    ).toBe(422);
    const admin = await createAdmin(t.db, { group: 'new_output' });
    expect(
      (
        await api(
          'GET',
          `/api/admin/users/${admin.id}/newsletter_subscriptions`,
          undefined,
          clientDesk,
        )
      ).statusCode,
    ).toBe(404);

    const token = signUnsubscribeToken(
      t.app.secrets,
      { customerId: customer.id, kind: 'daily', locale: 'en' },
      t.app.now(),
    );
    const link = `/api/public/newsletters/unsubscribe?token=${encodeURIComponent(token)}`;
    const pageAnswer = await t.app.inject({ method: 'GET', url: link });
    expect(pageAnswer.statusCode).toBe(200);
    expect(pageAnswer.headers['content-type']).toMatch(/text\/html/);
    expect(pageAnswer.body).toContain('<form method="post"');
    const subscribed = () =>
      t.db
        .select()
        .from(newsletterSubscriptions)
        .where(
          and(
            eq(newsletterSubscriptions.customerId, customer.id),
            eq(newsletterSubscriptions.kind, 'daily'),
          ),
        );
    expect(await subscribed()).toHaveLength(1);

    for (const tampered of [
      token.replace(`${customer.id}.`, `${customer.id + 1}.`),
      `${token.slice(0, -2)}xx`,
      'not-a-token',
    ]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/public/newsletters/unsubscribe?token=${encodeURIComponent(tampered)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(refused.statusCode).toBe(400);
    }
    expect(await subscribed()).toHaveLength(1);

    // One click, as a mail client posts it (RFC 8058): no session, no Origin.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.body).toContain('no longer receive the Daily newsletter');
    expect(await subscribed()).toHaveLength(0);
    expect((await api('GET', url, undefined, clientDesk)).json().subscriptions).toEqual([
      { kind: 'live', locale: 'en' },
    ]);

    const liveToken = signUnsubscribeToken(
      t.app.secrets,
      { customerId: customer.id, kind: 'live', locale: 'en' },
      t.app.now(),
    );
    t.clock.advance(366 * 86_400_000);
    try {
      const expired = await t.app.inject({
        method: 'POST',
        url: `/api/public/newsletters/unsubscribe?token=${encodeURIComponent(liveToken)}`,
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.body).toContain('not valid or has expired');
    } finally {
      t.clock.advance(-366 * 86_400_000);
    }
    const count = await t.db.execute(
      sql`select count(*)::int as n from newsletter_subscriptions where customer_id = ${customer.id}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });
});
