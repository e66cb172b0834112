import { beforeAll, describe, expect, it } from 'vitest';
import { generalSettings } from '../../src/db/schema';
import { cookieFor, NEWSLETTERS, signedInApp } from '../support';
import { CONTENT, subscribeCustomers } from './helpers';

const t = signedInApp('output_editor'); // t.cookie: the output editor's, who makes the issues
const api = t.send;
let clientDesk = '';
beforeAll(async () => {
  clientDesk = await cookieFor(t, 'client_desk');
});

type TEntry = { action: string; actor: { name: string } | null; before: unknown; after: unknown };
const historyOf = async (id: number) => {
  const response = await api('GET', `${NEWSLETTERS}/issues/${id}/history`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { history: TEntry[]; next_before_id: number | null };
};

describe('issue history and conflicts', () => {
  it('records who created, edited, scheduled, took back and deleted an issue; a stale save is refused', async () => {
    await subscribeCustomers(t.db, 2, { locale: 'nl', prefix: 'hist' });
    const created = await api('POST', `${NEWSLETTERS}/daily/issues`, {
      issue: { ...CONTENT, locale: 'nl' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: number };

    const edited = await api('PATCH', `${NEWSLETTERS}/issues/${id}`, {
      issue: { version: 1, subject: 'Second subject' },
    });
    expect(edited.json()).toMatchObject({ version: 2, subject: 'Second subject' });
    // Someone else's tab still holds version 1: refused, nothing recorded, nothing changed.
    const stale = await api('PATCH', `${NEWSLETTERS}/issues/${id}`, {
      issue: { version: 1, subject: 'Lost update' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('conflict');
    const staleSchedule = await api('POST', `${NEWSLETTERS}/issues/${id}/schedule`, {
      version: 1,
      send_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(staleSchedule.statusCode).toBe(409);

    const sendAt = new Date(t.app.now().getTime() + 86_400_000).toISOString();
    const scheduled = await api('POST', `${NEWSLETTERS}/issues/${id}/schedule`, {
      version: 2,
      send_at: sendAt,
      expected_recipients: 2,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const back = await api('POST', `${NEWSLETTERS}/issues/${id}/unschedule`, { version: 3 });
    expect(back.json()).toMatchObject({ status: 'draft', version: 4 });
    expect((await api('DELETE', `${NEWSLETTERS}/issues/${id}`)).statusCode).toBe(204);

    // Still readable after the draft is gone, newest first, with who did it.
    const { history, next_before_id } = await historyOf(id);
    expect(history.map((entry) => entry.action)).toEqual([
      'delete',
      'unschedule',
      'schedule',
      'update',
      'create',
    ]);
    expect(next_before_id).toBeNull();
    for (const entry of history) expect(entry.actor?.name).toBe('Test output_editor');
    const update = history.find((entry) => entry.action === 'update');
    expect(update?.before).toMatchObject({ subject: CONTENT.subject, version: 1 });
    expect(update?.after).toMatchObject({ subject: 'Second subject', version: 2 });
    expect(history.find((entry) => entry.action === 'schedule')?.after).toMatchObject({
      status: 'scheduled',
      send_at: sendAt,
    });
    expect(history.map((entry) => JSON.stringify(entry.after))).not.toContain('Lost update');
  });

  it('records the send itself (sending, then sent) without an actor', async () => {
    await subscribeCustomers(t.db, 1, { locale: 'sv', prefix: 'histsend' });
    const created = (
      await api('POST', `${NEWSLETTERS}/daily/issues`, { issue: { ...CONTENT, locale: 'sv' } })
    ).json();
    const now = await api('POST', `${NEWSLETTERS}/issues/${created.id}/schedule`, {
      version: created.version,
      send_at: null,
    });
    expect(now.statusCode, now.body).toBe(200);
    await t.app.outbox.drain();
    const { history } = await historyOf(created.id);
    expect(history.map((entry) => [entry.action, entry.actor?.name ?? null])).toEqual([
      ['sent', null],
      ['sending', null],
      ['send_now', 'Test output_editor'],
      ['create', 'Test output_editor'],
    ]);
  });

  it('refuses bad paging, other groups, and every call in the brand without newsletters', async () => {
    const created = (await api('POST', `${NEWSLETTERS}/daily/issues`, { issue: CONTENT })).json();
    const url = `${NEWSLETTERS}/issues/${created.id}/history`;
    const bad = await api('GET', `${url}?before_id=soon`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'before_id' })]),
    );
    expect((await api('GET', `${NEWSLETTERS}/issues/abc/history`)).statusCode).toBe(422);
    expect((await api('GET', url, undefined, clientDesk)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    await t.db.update(generalSettings).set({ brand: 'partner' });
    try {
      expect((await api('GET', url)).statusCode).toBe(404);
    } finally {
      await t.db.update(generalSettings).set({ brand: 'newsroom' });
    }
  });

  it('answers 422 with an errors array to bad input on every issue call', async () => {
    const { id } = (await api('POST', `${NEWSLETTERS}/daily/issues`, { issue: CONTENT })).json();
    const calls: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object][] = [
      ['GET', `${NEWSLETTERS}/issues/abc`],
      ['PATCH', `${NEWSLETTERS}/issues/${id}`, { issue: { version: 'one', subject: 5 } }],
      ['DELETE', `${NEWSLETTERS}/issues/0`],
      ['GET', `${NEWSLETTERS}/issues/abc/recipients`],
      ['POST', `${NEWSLETTERS}/issues/abc/test`],
      ['POST', `${NEWSLETTERS}/issues/${id}/schedule`, { version: 1, send_at: 'tomorrow' }],
      ['POST', `${NEWSLETTERS}/issues/${id}/unschedule`, { version: -1 }],
      ['GET', `${NEWSLETTERS}/issues/${id}/deliveries?status=lost&limit=0`],
      ['POST', `${NEWSLETTERS}/daily/preview`, { subject: 7 }],
      ['GET', `${NEWSLETTERS}/weekly/candidates?locale=en`],
    ];
    for (const [method, url, body] of calls) {
      const response = await api(
        method,
        url,
        body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
      );
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(422);
      expect(response.json().errors.length, url).toBeGreaterThan(0);
    }
  });
});
