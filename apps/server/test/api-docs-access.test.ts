import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFor,
  createCustomer,
  createTestApp,
  sessionCookieFor,
  type TTestApp,
} from './support';

/** The docs' pages and documents, in plain and encoded spellings. */
const DOCS_URLS = [
  '/api/docs',
  '/api/docs/',
  '/api/docs/json',
  '/api/docs/yaml',
  '/api/docs/static/index.html',
  '/api/docs/static/swagger-initializer.js',
  '/api/docs/static/swagger-ui.css',
  '/api/%64ocs/json',
  '/%61pi/docs/json',
  '/api/docs/json?x=1',
];

describe('API docs in production', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => t.close());

  it('answer 401 with an errors array signed out, in every spelling', async () => {
    for (const url of DOCS_URLS) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().errors[0].code, url).toBe('unauthorized');
      expect(response.body, url).not.toContain('/api/admin/');
    }
  });

  it('answer 403 to a signed-in customer', async () => {
    const cookie = await sessionCookieFor(t, await createCustomer(t.db));
    const response = await t.app.inject({ url: '/api/docs/json', headers: { cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('forbidden');
  });

  it('are served to a signed-in admin of any group', async () => {
    const cookie = await cookieFor(t, 'translator');
    const document = await t.app.inject({ url: '/api/docs/json', headers: { cookie } });
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toContain('/api/admin/settings/general');
    const page = await t.app.inject({ url: '/api/docs', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('API docs in development', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'development' });
  });
  afterAll(() => t.close());

  it('stay open signed out', async () => {
    const document = await t.app.inject({ url: '/api/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(Object.keys(document.json().paths)).toContain('/api/admin/settings/general');
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBe(200);
  });
});
