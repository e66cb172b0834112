import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, type TTestApp } from './support';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PER_IP: '8',
    RATE_LIMIT_PER_ACCOUNT: '3',
    RATE_LIMIT_WINDOW_SECONDS: '600',
  });
});
afterAll(() => t.close());

const signInAs = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/users/sign_in.json',
    headers,
    payload: { user: { email, password } },
  });

describe('rate limits', () => {
  it('locks an account after too many failed sign-ins, even for the right password, until the window ends', async () => {
    const admin = await createAdmin(t.db);
    for (let i = 0; i < 3; i++)
      expect((await signInAs(admin.email, 'wrong password')).statusCode).toBe(401);
    const locked = await signInAs(admin.email, admin.password, {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0].code).toBe('rate_limited');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(601_000);
    expect((await signInAs(admin.email, admin.password)).statusCode).toBe(200);
  });

  it('limits failures per address, and X-Forwarded-For does not dodge it', async () => {
    t.clock.advance(601_000);
    for (let i = 0; i < 8; i++) {
      const response = await signInAs(`nobody${i}@example.test`, 'wrong password', {
        'x-forwarded-for': `198.51.100.${i}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await signInAs('someone-else@example.test', 'wrong password', {
      'x-forwarded-for': '198.51.100.200',
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('limits password instructions per account with the same answer otherwise', async () => {
    t.clock.advance(601_000);
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/password_instructions',
        payload: { email: 'x@example.test' },
      });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });

  it('limits guessing sign-in codes', async () => {
    t.clock.advance(601_000);
    let last = 0;
    for (let i = 0; i < 9; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/users/admins/token_verifications',
        payload: { token: '123456' },
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('TRUST_PROXY', () => {
  it('uses X-Forwarded-For only when configured', async () => {
    const proxied = await createTestApp({
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_IP: '2',
      RATE_LIMIT_PER_ACCOUNT: '100',
    });
    try {
      const attempt = (ip: string, n: number) =>
        proxied.app.inject({
          method: 'POST',
          url: '/users/sign_in.json',
          headers: { 'x-forwarded-for': ip },
          payload: { user: { email: `n${n}@example.test`, password: 'wrong password' } },
        });
      expect((await attempt('192.0.2.1', 1)).statusCode).toBe(401);
      expect((await attempt('192.0.2.1', 2)).statusCode).toBe(401);
      expect((await attempt('192.0.2.1', 3)).statusCode).toBe(429);
      expect((await attempt('192.0.2.2', 4)).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });
});
