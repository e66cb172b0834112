import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createTestApp, signedInApp, type TTestApp } from './support';

const t = signedInApp('super_admin', {
  ALLOWED_ORIGINS: 'https://partner.example.com',
});

const signInBody = { user: { email: 'x@example.test', password: 'whatever1' } };

describe('state-changing calls accept JSON only', () => {
  it.each([
    ['application/x-www-form-urlencoded', 'user[email]=x&user[password]=y'],
    ['text/plain', JSON.stringify(signInBody)],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('415 for %s', async (contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errors[0].code).toBe('unsupported_media_type');
  });
});

describe('Origin check (CSRF)', () => {
  const patch = (origin: string) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings/general',
      headers: { cookie: t.cookie, origin, host: 'localhost:3000' },
      payload: { settings: { version: 999 } },
    });

  it('refuses an unknown origin with 403 csrf_rejected', async () => {
    const response = await patch('https://evil.example.net');
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('csrf_rejected');
  });

  it('lets the own origin and listed origins through', async () => {
    expect((await patch('http://localhost:3000')).statusCode).toBe(409);
    expect((await patch('https://partner.example.com')).statusCode).toBe(409);
  });

  it.each([
    ['another port', 'http://localhost:3001'],
    ['another scheme', 'https://localhost:3000'],
    ['another host on the same port', 'http://evil.example.net:3000'],
    ['a sandboxed page', 'null'],
  ])('refuses %s with 403 and an errors array', async (_what, origin) => {
    const response = await patch(origin);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([expect.objectContaining({ code: 'csrf_rejected' })]);
  });

  it('reads Referer when Origin is missing, by scheme, host and port', async () => {
    const withReferer = (referer: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/admin/settings/general',
        headers: { cookie: t.cookie, referer, host: 'localhost:3000' },
        payload: { settings: { version: 999 } },
      });
    expect((await withReferer('http://localhost:3000/cms/settings')).statusCode).toBe(409);
    for (const referer of [
      'http://localhost:3001/cms/settings',
      'https://localhost:3000/cms/settings',
      'https://evil.example.net/localhost:3000',
    ]) {
      const response = await withReferer(referer);
      expect(response.statusCode, referer).toBe(403);
      expect(response.json().errors[0].code, referer).toBe('csrf_rejected');
    }
  });

  it('also guards sign-in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      headers: { origin: 'https://evil.example.net' },
      payload: signInBody,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('Origin check with PUBLIC_URL (production)', () => {
  let production: TTestApp;
  beforeAll(async () => {
    production = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://cms.example.test',
    });
  });
  afterAll(() => production.close());

  // A wrong password answers 401 once the call is let through, 403 when its origin is refused.
  const signInFrom = (headers: Record<string, string>) =>
    production.app.inject({
      method: 'POST',
      url: '/users/sign_in.json',
      headers: { host: 'cms.example.test', ...headers },
      payload: signInBody,
    });

  it('lets PUBLIC_URL through, also with its default port spelt out', async () => {
    expect((await signInFrom({ origin: 'https://cms.example.test' })).statusCode).toBe(401);
    expect((await signInFrom({ origin: 'https://cms.example.test:443' })).statusCode).toBe(401);
    expect((await signInFrom({ referer: 'https://cms.example.test/cms/signin' })).statusCode).toBe(
      401,
    );
  });

  it.each([
    ['another scheme', 'http://cms.example.test'],
    ['another port', 'https://cms.example.test:8443'],
    ['another host', 'https://evil.example.test'],
    ['a sub-domain', 'https://x.cms.example.test'],
  ])('refuses %s with 403 and an errors array, by Origin and by Referer', async (_what, other) => {
    const spellings: Record<string, string>[] = [
      { origin: other },
      { referer: `${other}/cms/signin` },
    ];
    for (const headers of spellings) {
      const response = await signInFrom(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().errors).toEqual([expect.objectContaining({ code: 'csrf_rejected' })]);
    }
  });

  it('trusts no Host header: only PUBLIC_URL is the own origin', async () => {
    const response = await signInFrom({
      host: 'evil.example.test',
      origin: 'https://evil.example.test',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('CORS', () => {
  it('never reflects an unknown origin', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/current_user.json',
      headers: { origin: 'https://evil.example.net', 'access-control-request-method': 'GET' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const plain = await t.app.inject({
      url: '/api/locales',
      headers: { origin: 'https://evil.example.net' },
    });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers no CORS at all when no origin is listed (one origin serves app and API)', async () => {
    const sameOrigin = await createTestApp();
    try {
      const response = await sameOrigin.app.inject({
        url: '/api/locales',
        headers: { origin: 'https://partner.example.com' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await sameOrigin.close();
    }
  });

  it('allows a listed origin with credentials', async () => {
    const response = await t.app.inject({
      url: '/api/locales',
      headers: { origin: 'https://partner.example.com' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://partner.example.com');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });
});

describe('headers', () => {
  it('sends a CSP without inline scripts, nosniff and no-store on API answers', async () => {
    const response = await t.send('GET', '/current_user.json');
    // An API answer may load nothing at all, scripts included, and may not be framed.
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    const refused = await t.app.inject({ url: '/api/admin/settings/general' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives pages the full set: a CSP whose scripts come only from the app itself', async () => {
    const response = await t.app.inject({ url: '/cms/signin' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Not the API's short set (pages are no-store for their own reason: they carry the user).
    expect(csp).not.toContain("default-src 'none'");
  });

  it('sends HSTS and Secure cookies in production', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const admin = await createAdmin(production.db);
      const response = await production.app.inject({
        method: 'POST',
        url: '/users/sign_in.json',
        payload: { user: { email: admin.email, password: admin.password } },
      });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    } finally {
      await production.close();
    }
  });
});

describe('unexpected errors', () => {
  it('answers 500 internal with no stack or message', async () => {
    const database = { db: t.db, driver: 'pglite' as const, close: async () => {} };
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ config: t.config, database, logger: false });
    app.get('/api/explode', async () => {
      throw new Error('secret detail at /srv/app/file.ts:12');
    });
    await app.ready();
    const response = await app.inject({ url: '/api/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      errors: [{ code: 'internal', message: expect.any(String) }],
    });
    expect(response.body).not.toContain('secret detail');
    await app.close();
  });
});
