import { describe, expect, it } from 'vitest';
import { createCustomer, readOutbox } from '../support';
import { usersSession } from './helpers';

const { t, api } = usersSession('super_admin');

describe('status changes', () => {
  it('approves a new customer, deactivates with a reason and reactivates, all in the history', async () => {
    const { id } = await createCustomer(t.db, { customerType: 'new' });
    const approved = await api('POST', `/${id}/approve`, { version: 1 });
    expect(approved.json()).toMatchObject({ status: 'active', version: 2 });
    expect((await api('POST', `/${id}/approve`, { version: 2 })).statusCode).toBe(422);
    expect((await api('POST', `/${id}/deactivate`, { version: 2 })).statusCode).toBe(422);
    expect((await api('POST', `/${id}/deactivate`, { version: 2, reason: ' ' })).statusCode).toBe(
      422,
    );
    const stale = await api('POST', `/${id}/deactivate`, { version: 1, reason: 'Unpaid' });
    expect(stale.statusCode).toBe(409);
    const off = (await api('POST', `/${id}/deactivate`, { version: 2, reason: 'Unpaid' })).json();
    expect(off).toMatchObject({ status: 'deactivated', deactivation_reason: 'Unpaid' });
    expect(off.deactivated_at).toEqual(expect.any(String));
    const back = (await api('POST', `/${id}/reactivate`, { version: 3 })).json();
    expect(back).toMatchObject({ status: 'active', deactivation_reason: null });
    const history = (await api('GET', `/${id}/history`)).json().history;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual([
      'reactivate',
      'deactivate',
      'approve',
    ]);
    expect(history[1].after).toMatchObject({ status: 'deactivated', reason: 'Unpaid' });
  });

  it('confirms an address, resends the confirmation and mails a reset link', async () => {
    const customer = await createCustomer(t.db, { customerType: 'unconfirmed' });
    expect((await api('POST', `/${customer.id}/resend_confirmation`)).statusCode).toBe(204);
    expect((await api('POST', `/${customer.id}/password_reset`)).statusCode).toBe(204);
    await t.app.outbox.drain();
    const mails = readOutbox(t.dataDir).filter((mail) => mail.to === customer.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm your e-mail address',
      'Reset your password',
    ]);
    expect(mails[1]?.text).toMatch(/reset_password_token=\S+/);
    const confirmed = (await api('POST', `/${customer.id}/confirm`, { version: 1 })).json();
    expect(confirmed.email_confirmed).toBe(true);
    expect((await api('POST', `/${customer.id}/resend_confirmation`)).statusCode).toBe(422);
    expect((await api('POST', '/99999999/confirm', { version: 1 })).statusCode).toBe(404);
  });

  it('edits the profile on the version seen, 409 when stale, 422 for bad fields', async () => {
    const { id } = await createCustomer(t.db);
    const saved = await api('PATCH', `/${id}`, {
      customer: { first_name: 'Nina', phone: '+44 1', job_title: 'Editor', version: 1 },
    });
    expect(saved.json()).toMatchObject({ first_name: 'Nina', phone: '+44 1', version: 2 });
    expect(
      (await api('PATCH', `/${id}`, { customer: { first_name: 'X', version: 1 } })).statusCode,
    ).toBe(409);
    for (const customer of [
      { first_name: '', version: 2 },
      { email: 'not-mail', version: 2 },
      { country_id: 99999, version: 2 },
      { account_manager_id: id, version: 2 },
      { version: 2, shoe: 1 },
    ]) {
      const response = await api('PATCH', `/${id}`, { customer });
      expect(response.statusCode, JSON.stringify(customer)).toBe(422);
    }
  });
});

describe('bulk selection', () => {
  it('approves a selection, refuses a moved count and exports the CSV', async () => {
    const tag = `bulk${Date.now()}`;
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(await createCustomer(t.db, { customerType: 'new', lastName: `${tag}${i}` }));
    const [first, second, third] = made.map((c) => c.id) as [number, number, number];
    const base = { type: 'new', query: { q: tag } };
    const bulk = (change: object) => api('POST', '/bulk', { ...base, ...change });
    const moved = await bulk({
      action: 'approve',
      selection: { mode: 'excluded', ids: [first] },
      expected_count: 3,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors[0].code).toBe('count_mismatch');
    const csv = await api('POST', '/export', {
      ...base,
      selection: { mode: 'included', ids: [first, third] },
      expected_count: 2,
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(3);
    const done = await bulk({
      action: 'approve',
      selection: { mode: 'excluded', ids: [first] },
      expected_count: 2,
    });
    expect(done.json()).toEqual({ action: 'approve', count: 2, changed: 2 });
    expect((await api('GET', `/${second}`)).json().status).toBe('active');
    expect((await api('GET', `/${first}`)).json().status).toBe('new');
    const none = await bulk({
      action: 'deactivate',
      reason: 'Test',
      selection: { mode: 'none' },
      expected_count: 0,
    });
    expect(none.json()).toMatchObject({ count: 0, changed: 0 });
    const noReason = await bulk({
      action: 'deactivate',
      selection: { mode: 'all' },
      expected_count: 1,
    });
    expect(noReason.statusCode).toBe(422);
    const badMode = await bulk({
      action: 'approve',
      selection: { mode: 'some' },
      expected_count: 1,
    });
    expect(badMode.statusCode).toBe(422);
  });

  it('deactivates all of a search with the reason, each in its history, and nothing else', async () => {
    const tag = `alloff${Date.now()}`;
    const active = [];
    for (let i = 0; i < 2; i++) active.push(await createCustomer(t.db, { lastName: `${tag}${i}` }));
    const waiting = await createCustomer(t.db, { customerType: 'new', lastName: `${tag}w` });
    const allOff = {
      type: 'active',
      query: { q: tag },
      action: 'deactivate',
      reason: 'Contract ended',
      selection: { mode: 'all' },
      expected_count: 2,
    };
    const result = await api('POST', '/bulk', allOff);
    expect(result.json()).toEqual({ action: 'deactivate', count: 2, changed: 2 });
    for (const { id } of active) {
      expect((await api('GET', `/${id}`)).json()).toMatchObject({
        status: 'deactivated',
        deactivation_reason: 'Contract ended',
        version: 2,
      });
      const [entry] = (await api('GET', `/${id}/history`)).json().history;
      expect(entry).toMatchObject({ action: 'deactivate', after: { bulk: true } });
    }
    expect((await api('GET', `/${waiting.id}`)).json()).toMatchObject({
      status: 'new',
      version: 1,
    });
    const again = await api('POST', '/bulk', allOff);
    expect(again.statusCode).toBe(409);
  });
});
