import { ALL_ENDPOINTS, ENDPOINT_ACCESS, ENDPOINT_NAMES, endpointKeyOf } from '@newsroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdminPath } from '../src/plugins/access';
import { createTestApp, type TTestApp } from './support';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the server hosts besides the API: the web app, media files and the API docs. */
const HOSTING = [/^\/cms/, /^\/media\//, /^\/api\/docs/, /^\/$/];
const apiRoutes = () =>
  t.app.routeCatalog.filter(
    (route) => route.method !== 'HEAD' && !HOSTING.some((pattern) => pattern.test(route.url)),
  );

describe('every endpoint is defined once, in the contract', () => {
  it('registers every API route from a definition (defineRoute)', () => {
    const handWritten = apiRoutes()
      .filter((route) => !route.endpoint)
      .map((route) => `${route.method} ${route.url}`);
    expect(handWritten).toEqual([]);
  });

  it('registers each definition exactly once, with its own method and path', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const routes = t.app.routeCatalog.filter((route) => route.endpoint === endpoint);
      const label = ENDPOINT_NAMES.get(endpoint);
      expect(
        routes
          .map((route) => `${route.method} ${route.url}`)
          .filter((key) => !key.startsWith('HEAD')),
        label,
      ).toEqual([endpointKeyOf(endpoint)]);
    }
  });

  it('has no two definitions of one method and path', () => {
    const keys = ALL_ENDPOINTS.map(endpointKeyOf);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('derives ENDPOINT_ACCESS from the definitions of /api/admin endpoints', () => {
    for (const endpoint of ALL_ENDPOINTS.filter((one) => isAdminPath(one.path))) {
      const expected =
        endpoint.access === 'public' || endpoint.access === 'signed_in'
          ? undefined
          : endpoint.access;
      expect(ENDPOINT_ACCESS[endpointKeyOf(endpoint)], endpointKeyOf(endpoint)).toBe(expected);
    }
  });

  it('lists every definition in the OpenAPI document, with its summary and name', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    const { paths } = response.json() as {
      paths: Record<string, Record<string, { summary?: string; operationId?: string }>>;
    };
    for (const endpoint of ALL_ENDPOINTS) {
      const path = endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      const operation = paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, endpointKeyOf(endpoint)).toMatchObject({
        summary: endpoint.summary,
        operationId: ENDPOINT_NAMES.get(endpoint),
      });
    }
  });
});
