import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createCustomer, createTestApp, signIn, type TTestApp } from './support';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign in, current user, sign out', () => {
  it('signs an admin in with an httpOnly, SameSite=Lax session cookie and shows the current user', async () => {
    const admin = await createAdmin(t.db, { group: 'translator' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      payload: { user: { email: admin.email.toUpperCase(), password: admin.password } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: admin.id,
      email: admin.email,
      user_role: 'admin',
      admin_group: 'translator',
    });
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const current = await t.app.inject({
      url: '/current_user.json',
      headers: { cookie: `sid=${cookie?.value}` },
    });
    expect(current.statusCode).toBe(200);
    expect(current.json().session_expires_at).toMatch(/Z$/);
  });

  it('answers the same 401 for unknown e-mail, wrong password, a customer and a disabled admin', async () => {
    const admin = await createAdmin(t.db);
    const customer = await createCustomer(t.db);
    const disabled = await createAdmin(t.db, { disabled: true });
    const attempts = [
      { email: 'nobody@example.test', password: 'whatever123' },
      { email: admin.email, password: 'wrong password' },
      { email: customer.email, password: customer.password },
      { email: disabled.email, password: disabled.password },
    ];
    const bodies = new Set<string>();
    for (const user of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/users/sign_in.json',
        payload: { user },
      });
      expect(response.statusCode).toBe(401);
      expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
    expect(JSON.parse([...bodies][0] as string).errors[0].code).toBe('invalid_credentials');
  });

  it('gives a new session id at every sign-in and ends the old one', async () => {
    const admin = await createAdmin(t.db);
    const first = await signIn(t.app, admin);
    const second = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      headers: { cookie: first },
      payload: { user: { email: admin.email, password: admin.password } },
    });
    const secondCookie = `sid=${second.cookies.find((c) => c.name === 'sid')?.value}`;
    expect(secondCookie).not.toBe(first);
    expect(
      (await t.app.inject({ url: '/current_user.json', headers: { cookie: first } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/current_user.json', headers: { cookie: secondCookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('sign-out ends the session on the server: the old cookie then gets 401', async () => {
    const admin = await createAdmin(t.db);
    const cookie = await signIn(t.app, admin);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/users/sign_out',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject({ url: '/current_user.json', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      errors: [{ code: 'unauthorized', message: expect.any(String) }],
    });
  });

  it('ends a session idle for longer than the idle timeout', async () => {
    const admin = await createAdmin(t.db);
    const cookie = await signIn(t.app, admin);
    t.clock.advance(29 * 60_000);
    expect(
      (await t.app.inject({ url: '/current_user.json', headers: { cookie } })).statusCode,
    ).toBe(200);
    t.clock.advance(29 * 60_000);
    expect(
      (await t.app.inject({ url: '/current_user.json', headers: { cookie } })).statusCode,
    ).toBe(200);
    t.clock.advance(31 * 60_000);
    expect(
      (await t.app.inject({ url: '/current_user.json', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('ends an active session at the absolute timeout', async () => {
    const admin = await createAdmin(t.db);
    const cookie = await signIn(t.app, admin);
    for (let hour = 0; hour < 12 * 4 - 1; hour++) {
      t.clock.advance(15 * 60_000);
      const response = await t.app.inject({ url: '/current_user.json', headers: { cookie } });
      expect(response.statusCode).toBe(200);
    }
    t.clock.advance(16 * 60_000);
    expect(
      (await t.app.inject({ url: '/current_user.json', headers: { cookie } })).statusCode,
    ).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    [{}, 'user'],
    [{ user: { email: 'a@b.c' } }, 'user.password'],
    [{ user: { email: 'a@b.c', password: 'x', extra: 1 } }, 'user.extra'],
    [{ user: { email: 5, password: 'x' } }, 'user.email'],
  ])('422 for %j', async (payload, field) => {
    const response = await t.app.inject({ method: 'POST', url: '/users/sign_in.json', payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual({
      code: 'invalid',
      field,
      message: expect.any(String),
    });
  });

  it('400 invalid_json for a broken body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      headers: { 'content-type': 'application/json' },
      payload: '{"user":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('invalid_json');
  });

  it('404 not_found for unknown paths', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('not_found');
  });
});
