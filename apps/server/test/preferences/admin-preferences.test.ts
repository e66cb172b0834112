import { beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, signedInApp } from '../support';

const URL = '/api/admin/preferences';
const t = signedInApp('translator'); // t.cookie: the translator's
let superAdmin: string;

beforeAll(async () => {
  superAdmin = await cookieFor(t, 'super_admin');
});

const get = (cookie: string) => t.app.inject({ method: 'GET', url: URL, headers: { cookie } });
const patch = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: URL, headers: { cookie }, payload });

describe('an admin’s own preferences (issue 19: the time zone)', () => {
  it('start with no zone (the browser’s), keep the chosen one for that admin only, and go back to none', async () => {
    expect((await get(t.cookie)).json()).toEqual({ time_zone: null });
    const saved = await patch(t.cookie, { preferences: { time_zone: 'Asia/Kolkata' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ time_zone: 'Asia/Kolkata' });
    expect((await get(t.cookie)).json()).toEqual({ time_zone: 'Asia/Kolkata' });
    expect((await get(superAdmin)).json()).toEqual({ time_zone: null });
    await patch(t.cookie, { preferences: { time_zone: null } });
    expect((await get(t.cookie)).json()).toEqual({ time_zone: null });
  });

  it('refuse a zone the list does not know, by its field, and bad shapes', async () => {
    const unknown = await patch(superAdmin, { preferences: { time_zone: 'Mars/Olympus_Mons' } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0]).toMatchObject({ field: 'preferences.time_zone' });
    for (const payload of [{}, { preferences: { time_zone: 5 } }, { time_zone: 'UTC' }]) {
      const refused = await patch(superAdmin, payload);
      expect(refused.statusCode).toBe(422);
      expect(Array.isArray(refused.json().errors)).toBe(true);
    }
    expect((await get(superAdmin)).json()).toEqual({ time_zone: null });
  });

  it('are for signed-in admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
