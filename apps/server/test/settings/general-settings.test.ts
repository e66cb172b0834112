import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalSettings, historyEntries } from '../../src/db/schema';
import {
  cookieFor,
  createAdmin,
  createWebHostApp,
  signIn,
  startSecondApp,
  type TTestApp,
} from '../support';

let t: TTestApp;
let other: FastifyInstance;
let superCookie = '';
let superAdmin: Awaited<ReturnType<typeof createAdmin>>;

const URL_ = '/api/admin/settings/general';

beforeAll(async () => {
  t = await createWebHostApp(
    {
      'index.html':
        '<html><head><meta name="brand" content="%BRAND%"><meta name="environment" content="%ENVIRONMENT%"><meta name="support-email" content="%SUPPORT_EMAIL%"></head></html>',
    },
    { ENVIRONMENT_LABEL: 'staging' },
  );
  // A second server process on the same database: what one saves, the other must apply at once.
  other = await startSecondApp(t);
  superAdmin = await createAdmin(t.db, { group: 'super_admin' });
  superCookie = await signIn(t.app, superAdmin);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

async function read(cookie = superCookie) {
  const response = await t.app.inject({ url: URL_, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function change(settings: Record<string, unknown>, app: FastifyInstance = t.app) {
  const version = (await read()).version;
  return app.inject({
    method: 'PATCH',
    url: URL_,
    headers: { cookie: superCookie },
    payload: { settings: { version, ...settings } },
  });
}

describe('general settings', () => {
  it('starts from the defaults and the configured label', async () => {
    expect(await read()).toEqual({
      brand: 'newsroom',
      sign_in_verification: false,
      main_locale: 'en',
      session_idle_minutes: 30,
      session_absolute_hours: 12,
      environment_label: null,
      configured_environment_label: 'staging',
      support_email: null,
      default_currency: 'EUR',
      statistics_source: 'builtin',
      redash_url: null,
      has_redash_api_key: false,
      version: expect.any(Number),
    });
  });

  it('saves every field, records who changed what, and refuses a stale version with 409', async () => {
    const before = await read();
    const saved = await change({
      main_locale: 'ru',
      session_idle_minutes: 45,
      session_absolute_hours: 8,
      environment_label: 'Staging B',
      support_email: 'help@newsroom.test',
      default_currency: 'USD',
      statistics_source: 'redash',
      redash_url: 'https://redash.example.com/',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      main_locale: 'ru',
      session_idle_minutes: 45,
      session_absolute_hours: 8,
      environment_label: 'Staging B',
      support_email: 'help@newsroom.test',
      default_currency: 'USD',
      statistics_source: 'redash',
      redash_url: 'https://redash.example.com',
      version: before.version + 1,
    });
    const stale = await t.app.inject({
      method: 'PATCH',
      url: URL_,
      headers: { cookie: superCookie },
      payload: { settings: { version: before.version, brand: 'partner' } },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('conflict');

    const history = await t.app.inject({
      url: '/api/admin/settings/general/history',
      headers: { cookie: superCookie },
    });
    expect(history.statusCode).toBe(200);
    const [latest] = history.json().history;
    expect(latest.before.main_locale).toBe(before.main_locale);
    expect(latest.after.main_locale).toBe('ru');
    expect(latest.actor).toMatchObject({ id: expect.any(Number) });

    // Back to the built-in charts and the configured label for the tests below.
    const back = await change({ statistics_source: 'builtin', environment_label: '' });
    expect(back.json()).toMatchObject({
      environment_label: null,
      redash_url: 'https://redash.example.com',
    });
  });

  it.each([
    [{ brand: 'other' }, 'settings.brand'],
    [{ session_idle_minutes: 2 }, 'settings.session_idle_minutes'],
    [{ session_idle_minutes: 10.5 }, 'settings.session_idle_minutes'],
    [{ session_absolute_hours: 1000 }, 'settings.session_absolute_hours'],
    [{ support_email: 'not an address' }, 'settings.support_email'],
    [{ default_currency: 'XYZ' }, 'settings.default_currency'],
    [{ statistics_source: 'grafana' }, 'settings.statistics_source'],
    [{ redash_url: 'ftp://redash.example.com' }, 'settings.redash_url'],
    [{ environment_label: 'x'.repeat(41) }, 'settings.environment_label'],
    [{ main_locale: 'zz' }, 'settings.main_locale'],
    // Across fields: idle longer than the absolute timeout, Redash without its address.
    [{ session_idle_minutes: 600, session_absolute_hours: 2 }, 'settings.session_idle_minutes'],
    [{ statistics_source: 'redash', redash_url: null }, 'settings.redash_url'],
  ])('refuses %j with 422 on %s', async (settings, field) => {
    const response = await change(settings);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'invalid', field });
  });

  it('is for super admins only', async () => {
    for (const group of ['seo_admin', 'translator', 'live_admin'] as const) {
      const cookie = await cookieFor(t, group);
      const get = await t.app.inject({ url: URL_, headers: { cookie } });
      expect(get.statusCode, group).toBe(403);
      const patch = await t.app.inject({
        method: 'PATCH',
        url: URL_,
        headers: { cookie },
        payload: { settings: { version: 1, brand: 'partner' } },
      });
      expect(patch.statusCode, group).toBe(403);
    }
    expect((await t.app.inject({ url: URL_ })).statusCode).toBe(401);
  });
});

describe('the Redash API key', () => {
  it('is sealed in the row, never sent back, kept when left out and removed with null', async () => {
    const key = 'redash-key-0123456789';
    const saved = await change({ redash_api_key: key });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(key);
    expect(saved.json().has_redash_api_key).toBe(true);

    const [row] = await t.db.select().from(generalSettings).where(eq(generalSettings.id, 1));
    expect(row?.redashApiKey).toMatch(/^enc:v1:/);
    expect(row?.redashApiKey).not.toContain(key);

    const kept = await change({ support_email: 'desk@newsroom.test' });
    expect(kept.json().has_redash_api_key).toBe(true);
    expect((await read()).has_redash_api_key).toBe(true);

    const history = await t.db
      .select()
      .from(historyEntries)
      .where(eq(historyEntries.subjectId, 'general'));
    expect(JSON.stringify(history)).not.toContain(key);

    const removed = await change({ redash_api_key: null });
    expect(removed.json().has_redash_api_key).toBe(false);
    const [after] = await t.db.select().from(generalSettings).where(eq(generalSettings.id, 1));
    expect(after?.redashApiKey).toBeNull();
  });
});

describe('a change applies at once in every process', () => {
  it('serves the saved environment label and support address from the other process', async () => {
    const page = async () => (await other.inject({ url: '/cms/' })).body;
    expect(await page()).toContain('<meta name="environment" content="staging">');
    await change({ environment_label: 'Rehearsal', support_email: 'help@newsroom.test' });
    const html = await page();
    expect(html).toContain('<meta name="environment" content="Rehearsal">');
    expect(html).toContain('<meta name="support-email" content="help@newsroom.test">');
    await change({ environment_label: null });
    expect(await page()).toContain('<meta name="environment" content="staging">');
  });

  it('asks for the e-mailed code in the other process as soon as it is switched on', async () => {
    const admin = await createAdmin(t.db, { group: 'output_editor' });
    const signInOn = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/users/sign_in.json',
        payload: { user: { email: admin.email, password: admin.password } },
      });
    expect((await signInOn(other)).json().verification_required).toBeUndefined();
    await change({ sign_in_verification: true });
    expect((await signInOn(other)).json()).toMatchObject({ verification_required: true });
    await change({ sign_in_verification: false });
  });

  it('ends idle sessions in the other process by the new idle timeout', async () => {
    const cookie = await signIn(other, await createAdmin(t.db, { group: 'output_editor' }));
    const me = () => other.inject({ url: '/current_user.json', headers: { cookie } });
    t.clock.advance(20 * 60_000);
    expect((await me()).statusCode).toBe(200);

    expect((await change({ session_idle_minutes: 10 })).statusCode).toBe(200);
    t.clock.advance(11 * 60_000);
    expect((await me()).statusCode).toBe(401);
    // The super admin's own session went idle too; a new one puts the timeout back.
    superCookie = await signIn(t.app, superAdmin);
    await change({ session_idle_minutes: 30 });
  });

  it('ends sessions past the new absolute timeout, counted from sign-in', async () => {
    const cookie = await signIn(other, await createAdmin(t.db, { group: 'output_editor' }));
    const me = () => other.inject({ url: '/current_user.json', headers: { cookie } });
    expect((await change({ session_absolute_hours: 2 })).statusCode).toBe(200);
    for (let step = 0; step < 5; step++) {
      t.clock.advance(20 * 60_000);
      expect((await me()).statusCode).toBe(200);
    }
    t.clock.advance(25 * 60_000);
    expect((await me()).statusCode).toBe(401);
    // The super admin's own session ended too; a new one puts the timeout back.
    superCookie = await signIn(t.app, superAdmin);
    await change({ session_absolute_hours: 12 });
  });
});
