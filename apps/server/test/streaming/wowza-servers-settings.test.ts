import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, signedInApp, WOWZA_SERVERS } from '../support';
import { startFakeWowza, type TFakeWowza } from '../support/fake-wowza';

const SECRET = 'very-secret-wowza-pass';
let fake: TFakeWowza;
// Registered before the app's own hooks: the engine is up before the app starts and closes after it.
beforeAll(async () => {
  fake = await startFakeWowza({ username: 'rest', password: SECRET });
});
afterAll(() => fake.close());
const t = signedInApp('super_admin', { WOWZA_TIMEOUT_MS: '400' });

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = t.cookie,
) => t.app.inject({ method, url, headers: { cookie }, payload: payload as object });

const valid = (extra: Record<string, unknown> = {}) => ({
  wowza_server: {
    name: `Engine ${Math.random().toString(36).slice(2, 8)}`,
    base_url: fake.url,
    username: 'rest',
    password: SECRET,
    ...extra,
  },
});

describe('Wowza servers setting', () => {
  it('starts empty, on the simulator', async () => {
    const response = await call('GET', WOWZA_SERVERS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      wowza_servers: [],
      count: 0,
      source: 'simulator',
      active_id: null,
    });
  });

  it('saves a server with defaults and never sends the password back', async () => {
    const created = await call(
      'POST',
      WOWZA_SERVERS,
      valid({ name: 'Main', base_url: `${fake.url}/` }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toContain(SECRET);
    expect(created.json()).toMatchObject({
      name: 'Main',
      base_url: fake.url,
      application: 'live',
      auth: 'digest',
      username: 'rest',
      has_password: true,
      enabled: true,
      version: 1,
    });
    const list = await call('GET', WOWZA_SERVERS);
    expect(list.body).not.toContain(SECRET);
    expect(list.json()).toMatchObject({
      count: 1,
      source: 'settings',
      active_id: created.json().id,
    });
    const history = await t.db.query.historyEntries.findMany();
    expect(JSON.stringify(history)).not.toContain(SECRET);
    // Encrypted at rest: the row holds the sealed form, which opens to the password.
    const row = await t.db.query.wowzaServers.findFirst({
      where: (servers, { eq }) => eq(servers.id, created.json().id),
    });
    expect(row?.password).toMatch(/^enc:v1:/);
    expect(row?.password).not.toContain(SECRET);
    expect(t.app.secrets.open(row?.password ?? null, 'wowza_servers.password')).toBe(SECRET);
  });

  it('keeps the password when a change leaves it out, and clears it with null', async () => {
    const server = (await call('POST', WOWZA_SERVERS, valid())).json();
    const renamed = await call('PATCH', `${WOWZA_SERVERS}/${server.id}`, {
      wowza_server: { version: server.version, name: `${server.name} renamed` },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ has_password: true, version: 2 });
    const check = await call('POST', `${WOWZA_SERVERS}/${server.id}/check`);
    expect(check.json()).toMatchObject({ ok: true });

    const cleared = await call('PATCH', `${WOWZA_SERVERS}/${server.id}`, {
      wowza_server: { version: 2, password: null },
    });
    expect(cleared.json()).toMatchObject({ has_password: false, version: 3 });
    const refused = await call('POST', `${WOWZA_SERVERS}/${server.id}/check`);
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toMatchObject({ ok: false, uptime_seconds: null });
    expect(refused.json().message).toMatch(/answered 401/);
  });

  it('checks a server that does not answer within the timeout', async () => {
    fake.hanging = { match: /monitoring/, ms: 1500 };
    try {
      const server = (await call('POST', WOWZA_SERVERS, valid({ enabled: false }))).json();
      const check = await call('POST', `${WOWZA_SERVERS}/${server.id}/check`);
      expect(check.json()).toMatchObject({ ok: false });
      expect(check.json().message).toMatch(/timeout/i);
    } finally {
      fake.hanging = null;
    }
  });

  it('uses the first enabled server by id', async () => {
    const list = (await call('GET', WOWZA_SERVERS)).json();
    const first = list.wowza_servers[0];
    await call('PATCH', `${WOWZA_SERVERS}/${first.id}`, {
      wowza_server: { version: first.version, enabled: false },
    });
    const after = (await call('GET', WOWZA_SERVERS)).json();
    expect(after.source).toBe('settings');
    expect(after.active_id).toBe(list.wowza_servers[1].id);
  });

  it('refuses a stale version with 409, a taken name with 422 and an unknown id with 404', async () => {
    const server = (await call('POST', WOWZA_SERVERS, valid({ name: 'Backup' }))).json();
    await call('PATCH', `${WOWZA_SERVERS}/${server.id}`, {
      wowza_server: { version: 1, enabled: false },
    });
    const stale = await call('PATCH', `${WOWZA_SERVERS}/${server.id}`, {
      wowza_server: { version: 1, name: 'Other' },
    });
    expect(stale.statusCode).toBe(409);
    const taken = await call('POST', WOWZA_SERVERS, valid({ name: 'backup' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors[0]).toMatchObject({ code: 'taken', field: 'wowza_server.name' });
    expect(
      (await call('PATCH', `${WOWZA_SERVERS}/99999`, { wowza_server: { version: 1 } })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${WOWZA_SERVERS}/99999`)).statusCode).toBe(404);
    expect((await call('POST', `${WOWZA_SERVERS}/99999/check`)).statusCode).toBe(404);
  });

  it('deletes a server', async () => {
    const server = (await call('POST', WOWZA_SERVERS, valid())).json();
    expect((await call('DELETE', `${WOWZA_SERVERS}/${server.id}`)).statusCode).toBe(204);
    const ids = (await call('GET', WOWZA_SERVERS))
      .json()
      .wowza_servers.map((s: { id: number }) => s.id);
    expect(ids).not.toContain(server.id);
  });

  it.each([
    ['a missing name', { name: '' }, 'wowza_server.name'],
    ['a URL that is not one', { base_url: 'wowza:8087' }, 'wowza_server.base_url'],
    ['another scheme', { base_url: 'ftp://wowza.example.com' }, 'wowza_server.base_url'],
    ['credentials in the URL', { base_url: 'http://u:p@wowza:8087' }, 'wowza_server.base_url'],
    ['a query in the URL', { base_url: 'http://wowza:8087/?x=1' }, 'wowza_server.base_url'],
    ['an application with a slash', { application: 'live/../x' }, 'wowza_server.application'],
    ['a colon in the user name', { username: 'a:b' }, 'wowza_server.username'],
    ['an unknown auth method', { auth: 'ntlm' }, 'wowza_server.auth'],
    ['an unknown field', { port: 8087 }, 'wowza_server.port'],
  ])('refuses %s with 422', async (_label, extra, field) => {
    const response = await call('POST', WOWZA_SERVERS, valid(extra));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toContain(field);
  });

  it('refuses an update without a version and a non-numeric id with 422', async () => {
    const server = (await call('POST', WOWZA_SERVERS, valid())).json();
    const noVersion = await call('PATCH', `${WOWZA_SERVERS}/${server.id}`, {
      wowza_server: { name: 'x' },
    });
    expect(noVersion.statusCode).toBe(422);
    expect((await call('DELETE', `${WOWZA_SERVERS}/abc`)).statusCode).toBe(422);
  });

  it('is for super_admin only', async () => {
    const server = (await call('GET', WOWZA_SERVERS)).json().wowza_servers[0];
    for (const group of ['output_editor', 'live_admin', 'seo_admin'] as const) {
      const cookie = await cookieFor(t, group);
      expect((await call('GET', WOWZA_SERVERS, undefined, cookie)).statusCode).toBe(403);
      expect((await call('POST', WOWZA_SERVERS, valid(), cookie)).statusCode).toBe(403);
      const patch = await call(
        'PATCH',
        `${WOWZA_SERVERS}/${server.id}`,
        { wowza_server: { version: server.version, enabled: false } },
        cookie,
      );
      expect(patch.statusCode).toBe(403);
      expect(
        (await call('DELETE', `${WOWZA_SERVERS}/${server.id}`, undefined, cookie)).statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ url: WOWZA_SERVERS })).statusCode).toBe(401);
  });
});
