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
  it('past the account limit, even a right password waits growing delays, not a lockout', async () => {
    const admin = await createAdmin(t.db);
    for (let i = 0; i < 3; i++)
      expect((await signInAs(admin.email, 'wrong password')).statusCode).toBe(401);
    // Another address changes nothing: the limit is the account's.
    const held = await signInAs(admin.email, admin.password, { 'x-forwarded-for': '203.0.113.9' });
    expect(held.statusCode).toBe(429);
    expect(held.json().errors[0].code).toBe('rate_limited');
    expect(Number(held.headers['retry-after'])).toBe(15);

    // After the delay one more guess is checked; the next delay is twice as long.
    t.clock.advance(16_000);
    expect((await signInAs(admin.email, 'wrong password')).statusCode).toBe(401);
    expect((await signInAs(admin.email, admin.password)).statusCode).toBe(429);
    t.clock.advance(16_000);
    const longer = await signInAs(admin.email, admin.password);
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(10);
    t.clock.advance(16_000);
    // 32 s after the last guess, well before the 10-minute window ends, the owner signs in.
    expect((await signInAs(admin.email, admin.password)).statusCode).toBe(200);
    // A success ends the run of failures.
    expect((await signInAs(admin.email, 'wrong password')).statusCode).toBe(401);
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

describe('rate limits under concurrency', () => {
  let c: TTestApp;
  beforeAll(async () => {
    c = await createTestApp({ RATE_LIMIT_PER_IP: '30', RATE_LIMIT_PER_ACCOUNT: '10' });
  });
  afterAll(() => c.close());

  const fire = (emails: string[], password: string) =>
    Promise.all(
      emails.map((email) =>
        c.app.inject({
          method: 'POST',
          url: '/users/sign_in.json',
          payload: { user: { email, password } },
        }),
      ),
    );
  const tally = (responses: { statusCode: number }[]) => {
    const counts: Record<number, number> = {};
    for (const { statusCode } of responses) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  };

  it('checks at most the account limit of 50 concurrent wrong passwords', async () => {
    const admin = await createAdmin(c.db);
    const answers = tally(await fire(Array(50).fill(admin.email), 'wrong password'));
    // Only the attempts that reached the password check can answer invalid credentials.
    expect(answers).toEqual({ 401: 10, 429: 40 });
  }, 120_000);

  it('checks at most the address limit of 50 concurrent guesses at different accounts', async () => {
    c.clock.advance(601_000);
    const emails = Array.from({ length: 50 }, (_, i) => `guess-${i}@example.test`);
    const answers = tally(await fire(emails, 'wrong password'));
    expect(answers).toEqual({ 401: 30, 429: 20 });
  }, 120_000);
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
