import { describe, expect, it } from 'vitest';
import { signedInApp } from './support';

const t = signedInApp();

const concrete = (url: string) =>
  url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => (/id$/i.test(name) ? '1' : 'x'));

/** Read from the app, so every later endpoint is covered too. */
const withBody = () => t.app.routeCatalog.filter((route) => route.schema?.body);
const withQuery = () => t.app.routeCatalog.filter((route) => route.schema?.querystring);

const JUNK_BODIES: unknown[] = [
  {},
  { unexpected_key: 1 },
  [],
  'text',
  42,
  null,
  { user: 'x', settings: [] },
];

describe('bad input on every call answers 4xx, never 500', () => {
  it('finds the calls with bodies', () => {
    expect(withBody().length).toBeGreaterThanOrEqual(5);
  });

  it('refuses junk bodies with 422 (or 400 for what is not JSON)', async () => {
    for (const route of withBody()) {
      for (const payload of JUNK_BODIES) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { cookie: t.cookie, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        const label = `${route.method} ${route.url} ${JSON.stringify(payload)}`;
        expect([400, 404, 422], label).toContain(response.statusCode);
        const errors = response.json().errors;
        expect(errors.length, label).toBeGreaterThan(0);
        if (response.statusCode === 422) {
          expect(errors[0], label).toMatchObject({
            code: expect.any(String),
            message: expect.any(String),
          });
        }
      }
    }
  });

  it('refuses broken JSON with 400 invalid_json', async () => {
    for (const route of withBody()) {
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        headers: { cookie: t.cookie, 'content-type': 'application/json' },
        payload: '{"broken": ',
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect(response.json().errors[0].code).toBe('invalid_json');
    }
  });

  it('refuses unknown query keys with 422', async () => {
    for (const route of withQuery()) {
      const response = await t.send(
        route.method as 'GET',
        `${concrete(route.url)}?surely_not_a_key=1`,
      );
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(422);
    }
  });

  it('names the field of an unknown key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/password_instructions',
      payload: { email: 'a@b.c', admin: true },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { code: 'invalid', field: 'admin', message: expect.any(String) },
    ]);
  });
});
