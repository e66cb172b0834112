import { ADMIN_GROUPS, canAccess, ENDPOINT_ACCESS, type TAdminGroup } from '@newsroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, signInEveryGroup, type TTestApp } from './support';
import { adminEndpoints, concrete } from './support/admin-endpoints';

let t: TTestApp;
let cookies = new Map<TAdminGroup, string>();
let customerCookie = '';

beforeAll(async () => {
  t = await createTestApp();
  ({ admins: cookies, customer: customerCookie } = await signInEveryGroup(t));
});
afterAll(() => t.close());

function call(method: string, url: string, cookie?: string) {
  const hasBody = !['GET', 'DELETE'].includes(method);
  return t.app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: cookie ? { cookie } : {},
    ...(hasBody ? { payload: {} } : {}),
  });
}

describe('meta: the access policy covers every admin endpoint', () => {
  it('finds the admin endpoints at all', () => {
    expect(adminEndpoints(t.app).length).toBeGreaterThanOrEqual(4);
  });

  it('has an ENDPOINT_ACCESS entry for each registered /api/admin endpoint', () => {
    const missing = adminEndpoints(t.app)
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !(key in ENDPOINT_ACCESS));
    expect(missing).toEqual([]);
  });

  it('refuses to start with an /api/admin route that has no entry', async () => {
    const database = { db: t.db, driver: 'pglite' as const, close: async () => {} };
    const other = await buildApp({ config: t.config, database, logger: false });
    await expect(
      (async () => {
        other.get('/api/admin/not-in-the-policy', async () => ({}));
        await other.ready();
      })(),
    ).rejects.toThrow(/GET \/api\/admin\/not-in-the-policy has no entry in ENDPOINT_ACCESS/);
    await other.close().catch(() => {});
  });
});

describe('persona walk over every admin endpoint', () => {
  it('answers 401 to a signed-out caller', async () => {
    for (const route of adminEndpoints(t.app)) {
      const response = await call(route.method, route.url);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().errors[0].code).toBe('unauthorized');
    }
  });

  it('answers 403 to a signed-in non-admin', async () => {
    for (const route of adminEndpoints(t.app)) {
      const response = await call(route.method, route.url, customerCookie);
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().errors[0].code).toBe('forbidden');
    }
  });

  it.each(ADMIN_GROUPS)('follows canAccess for %s', async (group) => {
    for (const route of adminEndpoints(t.app)) {
      const area = ENDPOINT_ACCESS[`${route.method} ${route.url}`];
      if (!area) throw new Error(`no policy for ${route.method} ${route.url}`);
      const response = await call(route.method, route.url, cookies.get(group));
      const label = `${group} ${route.method} ${route.url} (${area})`;
      if (canAccess({ user_role: 'admin', admin_group: group }, area)) {
        expect([401, 403, 500], label).not.toContain(response.statusCode);
      } else {
        expect(response.statusCode, label).toBe(403);
        expect(response.json().errors[0].code, label).toBe('forbidden');
      }
    }
  });
});
