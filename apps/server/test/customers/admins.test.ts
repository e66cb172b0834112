import { describe, expect, it } from 'vitest';
import { cookieFor, createAdmin, lastMailTo, signIn } from '../support';
import { countryIds, usersApi, usersSession } from './helpers';

const { t, api } = usersSession('super_admin');

const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/current_user.json', headers: { cookie } });

describe('admins', () => {
  it('invites an admin who sets a password through the mailed link and signs in', async () => {
    const { FR } = await countryIds(t.db, ['FR']);
    const invited = await api('POST', '/admins', {
      admin: {
        email: 'Terry@Example.test',
        first_name: 'Terry',
        group: 'territorial_manager',
        territories: { country_ids: [FR] },
      },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      email: 'terry@example.test',
      status: 'invited',
      territories: { country_ids: [FR], region_ids: [] },
    });
    const again = await api('POST', '/admins', {
      admin: { email: 'terry@example.test', first_name: 'T', group: 'client_desk' },
    });
    expect(again.json().errors[0].code).toBe('taken');
    await t.app.outbox.drain();
    const mail = lastMailTo(t.dataDir, 'terry@example.test');
    const token = decodeURIComponent(
      mail?.text.match(/restore-password\?reset_password_token=(\S+)/)?.[1] ?? '',
    );
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      payload: { reset_password_token: token, password: 'a-new-password-1' },
    });
    expect(set.statusCode).toBeLessThan(300);
    await signIn(t.app, { email: 'terry@example.test', password: 'a-new-password-1' });
    const listed = (await api('GET', '/admins')).json().admins;
    const terry = listed.find((a: { email: string }) => a.email === 'terry@example.test');
    expect(terry).toMatchObject({ status: 'active', last_sign_in_at: expect.any(String) });
  });

  it('changes group and territories, on the version seen', async () => {
    const admin = await createAdmin(t.db, { group: 'client_desk' });
    const changed = await api('PATCH', `/admins/${admin.id}`, {
      admin: { group: 'territorial_manager', territories: { region_ids: [1] }, version: 1 },
    });
    expect(changed.json()).toMatchObject({ group: 'territorial_manager', version: 2 });
    const stale = await api('PATCH', `/admins/${admin.id}`, {
      admin: { group: 'client_desk', territories: {}, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const unknown = await api('PATCH', `/admins/${admin.id}`, {
      admin: { group: 'client_desk', territories: { country_ids: [999999] }, version: 2 },
    });
    expect(unknown.statusCode).toBe(422);
    const badGroup = await api('PATCH', `/admins/${admin.id}`, {
      admin: { group: 'king', territories: {}, version: 2 },
    });
    expect(badGroup.statusCode).toBe(422);
  });

  it('disables (ending sessions), re-enables and ends sessions', async () => {
    const admin = await createAdmin(t.db, { group: 'output_editor' });
    const cookie = await signIn(t.app, admin);
    expect((await me(cookie)).statusCode).toBe(200);
    const off = await api('POST', `/admins/${admin.id}/disable`, { version: 1 });
    expect(off.json().status).toBe('disabled');
    expect((await me(cookie)).json()).not.toHaveProperty('email', admin.email);
    await expect(signIn(t.app, admin)).rejects.toThrow(/401/);
    const on = await api('POST', `/admins/${admin.id}/enable`, { version: 2 });
    expect(on.json().status).toBe('active');
    const fresh = await signIn(t.app, admin);
    await api('POST', `/admins/${admin.id}/end_sessions`, { version: 3 });
    expect((await me(fresh)).json()).not.toHaveProperty('email', admin.email);
    expect((await api('POST', '/admins/99999999/disable', { version: 1 })).statusCode).toBe(404);
  });

  it('keeps the last super admin and refuses self-demotion and self-disabling', async () => {
    const self = await api('PATCH', `/admins/${t.admin.id}`, {
      admin: { group: 'client_desk', territories: {}, version: t.admin.version },
    });
    expect(self.statusCode).toBe(422);
    expect(
      (await api('POST', `/admins/${t.admin.id}/disable`, { version: t.admin.version })).statusCode,
    ).toBe(422);
    // A second super admin may demote the first only while another stays.
    const other = await createAdmin(t.db, { group: 'super_admin' });
    const otherApi = usersApi(t.app, await signIn(t.app, other));
    const demoted = await otherApi('PATCH', `/admins/${t.admin.id}`, {
      admin: { group: 'client_desk', territories: {}, version: t.admin.version },
    });
    expect(demoted.statusCode).toBe(200);
    const back = await otherApi('PATCH', `/admins/${t.admin.id}`, {
      admin: { group: 'super_admin', territories: {}, version: t.admin.version + 1 },
    });
    expect(back.statusCode).toBe(200);
    await otherApi('POST', `/admins/${t.admin.id}/disable`, { version: t.admin.version + 2 });
    // `other` is the only enabled super admin now; as only super admins call this, the last one
    // is always the caller, refused by both guards.
    const lastOne = await otherApi('POST', `/admins/${other.id}/disable`, { version: 1 });
    expect(lastOne.statusCode).toBe(422);
  });

  it('is for super admins only', async () => {
    const desk = usersApi(t.app, await cookieFor(t, 'client_desk'));
    expect((await desk('GET', '/admins')).statusCode).toBe(403);
    expect((await desk('POST', '/admins', { admin: {} })).statusCode).toBe(403);
  });
});
