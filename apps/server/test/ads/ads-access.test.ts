import { ADMIN_GROUPS, type TAdminGroup } from '@newsroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, createTestApp, type TTestApp } from '../support';
import { ADS } from './helpers';

let t: TTestApp;
const cookies = new Map<TAdminGroup, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const group of ADMIN_GROUPS) cookies.set(group, await cookieFor(t, group));
});
afterAll(() => t.close());

/** SPEC §6, the Ads row. */
const ADS_GROUPS: TAdminGroup[] = ['output_editor', 'new_output', 'super_admin'];

describe('access to /api/admin/ads (SPEC §6 Ads row)', () => {
  it.each(ADMIN_GROUPS)('%s', async (group) => {
    const allowed = ADS_GROUPS.includes(group);
    const cookie = cookies.get(group) ?? '';
    const list = await t.app.inject({ url: `${ADS}/banners?locale=en`, headers: { cookie } });
    expect(list.statusCode).toBe(allowed ? 200 : 403);
    const create = await t.app.inject({
      method: 'POST',
      url: `${ADS}/alerts`,
      headers: { cookie },
      payload: {
        alert: {
          locale: 'en',
          type: 'info',
          text: `By ${group}`,
          starts_at: '2031-01-01T00:00:00Z',
          active: false,
        },
      },
    });
    expect(create.statusCode).toBe(allowed ? 201 : 403);
  });

  it('answers 401 without a session, and the public feed needs none', async () => {
    expect((await t.app.inject({ url: `${ADS}/alerts?locale=en` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/public/ads?locale=en' })).statusCode).toBe(200);
  });
});

describe('the main locale', () => {
  it('comes from general settings and leads the area', async () => {
    const editor = cookies.get('output_editor') ?? '';
    const admin = cookies.get('super_admin') ?? '';
    expect((await t.app.inject({ url: ADS, headers: { cookie: editor } })).json()).toEqual({
      main_locale: 'en',
    });
    const settings = await t.app.inject({
      url: '/api/admin/settings/general',
      headers: { cookie: admin },
    });
    const version = settings.json().version;
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings/general',
      headers: { cookie: admin },
      payload: { settings: { main_locale: 'xx', version } },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors[0].field).toBe('settings.main_locale');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings/general',
      headers: { cookie: admin },
      payload: { settings: { main_locale: 'de', version } },
    });
    expect(changed.json().main_locale).toBe('de');
    expect((await t.app.inject({ url: ADS, headers: { cookie: editor } })).json()).toEqual({
      main_locale: 'de',
    });
  });
});
