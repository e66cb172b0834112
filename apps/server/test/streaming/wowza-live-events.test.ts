import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PER_STREAM_TEMPLATE } from '../../src/adapters/streaming/wowza-transcoder';
import { outbox } from '../../src/db/schema';
import { createEvent } from '../live-events/helpers';
import {
  cookieFor,
  createTestApp,
  LIVE,
  RUNG_720P,
  STREAM_TARGETS,
  signedInApp,
  type TTestApp,
  WOWZA_SERVERS,
} from '../support';
import { callsOf, startFakeWowza, type TFakeWowza } from '../support/fake-wowza';

let fake: TFakeWowza;
// Registered before the app's own hooks: the engine is up before the app starts and closes after it.
beforeAll(async () => {
  fake = await startFakeWowza({ auth: 'digest', username: 'rest', password: 'wowza-secret' });
});
afterAll(() => fake.close());
const t = signedInApp('super_admin', { WOWZA_TIMEOUT_MS: '400' });

type TStat = { target: string; state: string; last_error: string | null } & Record<string, unknown>;

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie: t.cookie }, payload: payload as object });

async function setStatus(slug: string, status: string) {
  const response = await inject('PATCH', `${LIVE}/events/${slug}/status`, { status });
  expect(response.statusCode).toBe(200);
}
const targetsOf = async (slug: string): Promise<TStat[]> =>
  (await inject('GET', `${LIVE}/events/${slug}/targets`)).json().targets;
const statistics = async (slug: string): Promise<TStat[]> => {
  const response = await inject('GET', `${LIVE}/events/${slug}/targets/stream_statistics`);
  expect(response.statusCode).toBe(200);
  return response.json().targets;
};
const logsOf = async (slug: string) =>
  (await inject('GET', `${LIVE}/events/${slug}/targets/pasts`)).json().logs as {
    target: string;
    from_state: string | null;
    to_state: string;
    message: string | null;
  }[];

const YOUTUBE_KEY = 'yt-stream-key-1234';

/** Every target gets a destination (the settings' stream targets); YouTube's is a real-looking one. */
async function configureDestinations(app: TTestApp, adminCookie: string) {
  const list = await app.app.inject({ url: STREAM_TARGETS, headers: { cookie: adminCookie } });
  for (const target of list.json().stream_targets as { target: string; version: number }[]) {
    const youtube = target.target === 'youtube';
    const saved = await app.app.inject({
      method: 'PATCH',
      url: `${STREAM_TARGETS}/${target.target}`,
      headers: { cookie: adminCookie },
      payload: {
        stream_target: {
          version: target.version,
          ingest_url: youtube
            ? 'rtmp://a.rtmp.youtube.com/live2'
            : `rtmp://ingest.example.com/${target.target.replace('.', '-')}`,
          ...(youtube ? { stream_key: YOUTUBE_KEY } : {}),
        },
      },
    });
    expect(saved.statusCode).toBe(200);
  }
}

beforeAll(async () => {
  const saved = await inject('POST', WOWZA_SERVERS, {
    wowza_server: {
      name: 'Main engine',
      base_url: fake.url,
      application: 'live',
      auth: 'digest',
      username: 'rest',
      password: 'wowza-secret',
    },
  });
  expect(saved.statusCode).toBe(201);
  await configureDestinations(t, t.cookie);
});
beforeEach(() => {
  fake.failing = null;
  fake.hanging = null;
  fake.sessionStatus = 'Active';
  fake.requests.length = 0;
});

describe('live events on a saved Wowza server', () => {
  it('going live creates and enables one map entry per target, with the right body and headers', async () => {
    const event = await createEvent(t, t.cookie);
    await setStatus(event.slug, 'going_live');
    const targets = await targetsOf(event.slug);
    expect(targets.length).toBe(5);
    expect(targets.every((target) => target.state === 'starting')).toBe(true);

    const name = `newsroom-event-${event.id}-youtube`;
    const calls = callsOf(fake);
    expect(calls).toContain(`POST /pushpublish/mapentries/${name}`);
    expect(calls.indexOf(`PUT /pushpublish/mapentries/${name}/actions/enable`)).toBeGreaterThan(
      calls.indexOf(`POST /pushpublish/mapentries/${name}`),
    );
    expect(calls.filter((call) => call.endsWith('/actions/enable')).length).toBe(5);
    const created = fake.requests.find((request) => request.path.endsWith(`/mapentries/${name}`));
    expect(created?.body).toEqual({
      serverName: '_defaultServer_',
      entryName: name,
      sourceStreamName: `event-${event.id}`,
      // The destination of the stream target settings: the ingest address and its stream key.
      profile: 'rtmp',
      host: 'a.rtmp.youtube.com',
      port: 1935,
      application: 'live2',
      streamName: YOUTUBE_KEY,
      enabled: false,
    });
    expect(created?.headers.accept).toContain('application/json');
    expect(created?.headers['content-type']).toContain('application/json');
    expect(created?.headers.authorization).toMatch(/^Digest username="rest"/);
    expect(fake.entries.get(name)?.enabled).toBe(true);
    // A dotted target gets a name Wowza's paths accept.
    expect(fake.entries.has(`newsroom-event-${event.id}-custom_rtmp_full_hd`)).toBe(true);
  });

  it("going live first gives the event's stream its profile's Wowza template, then pushes", async () => {
    const profile = await inject('POST', '/api/admin/settings/transcoders', {
      transcoder: { name: 'Wowza ABR', template: 'transcode', renditions: [RUNG_720P] },
    });
    expect(profile.statusCode).toBe(201);
    const event = await createEvent(t, t.cookie, { transcoder_id: profile.json().id });
    await setStatus(event.slug, 'going_live');
    const own = `event-${event.id}`;
    const calls = callsOf(fake);
    expect(calls).toContain('GET /transcoder/templates/transcode');
    const copied = calls.indexOf(`POST /transcoder/templates/${own}`);
    expect(copied).toBeGreaterThan(-1);
    expect(copied).toBeLessThan(calls.findIndex((call) => call.startsWith('POST /pushpublish')));
    // A copy of the profile's template under the stream's name, which the application reads first.
    expect(fake.templateBodies.get(own)).toMatchObject({
      name: own,
      description: 'ABR 720p, 360p, 160p',
    });
    expect(fake.transcoder.templates).toBe(`${PER_STREAM_TEMPLATE},transrate.xml`);
    expect((await targetsOf(event.slug)).every((target) => target.state === 'starting')).toBe(true);

    // Ending the event drops its own template.
    await setStatus(event.slug, 'live');
    await setStatus(event.slug, 'ended');
    expect(fake.templateBodies.has(own)).toBe(false);
  });

  it('a profile whose template Wowza lacks errors every target, naming it, and pushes nothing', async () => {
    const profile = await inject('POST', '/api/admin/settings/transcoders', {
      transcoder: { name: 'Gone template', template: 'transcode-gone', renditions: [RUNG_720P] },
    });
    const event = await createEvent(t, t.cookie, { transcoder_id: profile.json().id });
    await setStatus(event.slug, 'going_live');
    const targets = await targetsOf(event.slug);
    expect(targets.every((target) => target.state === 'errored')).toBe(true);
    expect(targets[0]?.last_error).toBe(
      'Wowza has no transcoder template transcode-gone: choose another in Settings → Transcoders',
    );
    expect(callsOf(fake).some((call) => call.includes(`newsroom-event-${event.id}-`))).toBe(false);
  });

  it('asks Wowza only after the status change committed: a slow engine locks nothing', async () => {
    const event = await createEvent(t, t.cookie);
    fake.hanging = { match: /^POST .*mapentries/, ms: 1500 };
    const going = inject('PATCH', `${LIVE}/events/${event.slug}/status`, { status: 'going_live' });
    await vi.waitFor(() => expect(fake.requests.length).toBeGreaterThan(0), {
      timeout: 60_000,
      interval: 50,
    });
    // While the request waits on Wowza, the change is visible and its row is free to lock.
    const row = await t.db.transaction((tx) =>
      tx.execute(sql`select status from live_events where id = ${event.id} for update nowait`),
    );
    expect((row as unknown as { rows: { status: string }[] }).rows[0]?.status).toBe('going_live');
    const response = await going;
    expect(response.statusCode).toBe(200);
    const targets = await targetsOf(event.slug);
    expect(targets.every((target) => target.state === 'errored')).toBe(true);
    expect(targets[0]?.last_error).toMatch(/timeout/i);
    const jobs = await t.db
      .select()
      .from(outbox)
      .where(
        sql`${outbox.kind} = 'live_event.stream_targets' and ${outbox.payload}->>'eventId' = ${String(event.id)}`,
      );
    expect(jobs.map((job) => [job.state, job.attempts])).toEqual([['done', 1]]);
  });

  it('monitoring figures reach the stream statistics', async () => {
    const event = await createEvent(t, t.cookie);
    await setStatus(event.slug, 'going_live');
    fake.monitoring = { uptime: 125, bytesInRate: 750_000, bytesOutRate: 3_000_000 };
    const stats = await statistics(event.slug);
    expect(stats.every((stat) => stat.state === 'broadcasting' && stat.active)).toBe(true);
    expect(stats[0]).toMatchObject({ bitrate_in: 6000, bitrate_out: 24_000, last_error: null });
    expect(stats[0]?.uptime_seconds).toBe(125);
    expect(callsOf(fake)).toContain('GET /monitoring/current');
    fake.monitoring = { uptime: 190, bytesInRate: 500_000, bytesOutRate: 1_000_000 };
    const later = await statistics(event.slug);
    expect(later[0]).toMatchObject({ bitrate_in: 4000, bitrate_out: 8000, uptime_seconds: 190 });
  });

  it('ending the event disables every map entry and leaves the targets idle', async () => {
    const event = await createEvent(t, t.cookie);
    await setStatus(event.slug, 'going_live');
    await setStatus(event.slug, 'live');
    await statistics(event.slug);
    fake.requests.length = 0;
    await setStatus(event.slug, 'ended');
    const disabled = callsOf(fake).filter((call) => call.endsWith('/actions/disable'));
    expect(disabled.length).toBe(5);
    expect((await targetsOf(event.slug)).every((target) => target.state === 'idle')).toBe(true);
    expect(fake.entries.get(`newsroom-event-${event.id}-youtube`)?.enabled).toBe(false);
  });

  it('a Wowza 500 leaves the targets errored with a log line, and a retry recovers', async () => {
    const event = await createEvent(t, t.cookie);
    fake.failing = { match: /^POST .*mapentries/, status: 500, message: 'Internal error' };
    await setStatus(event.slug, 'going_live');
    const failed = await targetsOf(event.slug);
    expect(failed.every((target) => target.state === 'errored')).toBe(true);
    expect(failed[0]?.last_error).toMatch(/answered 500: Internal error/);
    const logs = await logsOf(event.slug);
    expect(logs.filter((log) => log.to_state === 'errored').length).toBe(5);
    expect(logs[0]?.message).toMatch(/Wowza POST .* answered 500/);

    fake.failing = null;
    await setStatus(event.slug, 'going_live');
    expect((await targetsOf(event.slug)).every((target) => target.state === 'starting')).toBe(true);
    const stats = await statistics(event.slug);
    expect(stats.every((stat) => stat.state === 'broadcasting' && stat.last_error === null)).toBe(
      true,
    );
  });

  it('a timeout while reading health errors the targets, the next good read recovers them', async () => {
    const event = await createEvent(t, t.cookie);
    await setStatus(event.slug, 'going_live');
    await statistics(event.slug);
    fake.hanging = { match: /monitoring\/current/, ms: 1500 };
    const timedOut = await statistics(event.slug);
    expect(timedOut.every((stat) => stat.state === 'errored')).toBe(true);
    expect(timedOut[0]?.last_error).toMatch(/monitoring\/current failed: .*timeout/i);
    const errorLogs = (await logsOf(event.slug)).filter((log) => log.to_state === 'errored');
    expect(errorLogs.length).toBe(5);
    // The same failure again is not logged twice.
    await statistics(event.slug);
    expect((await logsOf(event.slug)).filter((log) => log.to_state === 'errored').length).toBe(5);

    fake.hanging = null;
    const recovered = await statistics(event.slug);
    expect(recovered.every((stat) => stat.state === 'broadcasting')).toBe(true);
    const last = (await logsOf(event.slug))[0];
    expect(last).toMatchObject({ from_state: 'errored', to_state: 'broadcasting' });
  });

  it('a push Wowza reports as Error errors its target', async () => {
    const event = await createEvent(t, t.cookie);
    await setStatus(event.slug, 'going_live');
    fake.sessionStatus = 'Error';
    const stats = await statistics(event.slug);
    expect(stats.every((stat) => stat.state === 'errored')).toBe(true);
    expect(stats[0]?.last_error).toMatch(/reports the push of .* as Error/);
  });

  it('switching a target off deletes its map entry', async () => {
    const event = await createEvent(t, t.cookie);
    await setStatus(event.slug, 'going_live');
    const current = (await inject('GET', `${LIVE}/events/${event.slug}`)).json();
    const response = await inject('PATCH', `${LIVE}/events/${event.slug}`, {
      event: { version: current.version, stream_to: { ...current.stream_to, youtube: 0 } },
    });
    expect(response.statusCode).toBe(200);
    expect(callsOf(fake)).toContain(
      `DELETE /pushpublish/mapentries/newsroom-event-${event.id}-youtube`,
    );
    expect(fake.entries.has(`newsroom-event-${event.id}-youtube`)).toBe(false);
  });

  it('lists the engine’s transcoder templates for the profiles, and the failure message', async () => {
    fake.templates = ['transrate', 'transcode-1080p'];
    const url = '/api/admin/settings/transcoder_templates';
    expect((await inject('GET', url)).json()).toEqual({
      templates: ['transrate', 'transcode-1080p'],
      error: null,
    });
    fake.failing = { match: /transcoder/, status: 500, message: 'down' };
    const failed = await inject('GET', url);
    expect(failed.statusCode).toBe(200);
    expect(failed.json().templates).toEqual([]);
    expect(failed.json().error).toBeTruthy();
  });

  it('a wrong password errors the targets instead of failing the call', async () => {
    const list = (await inject('GET', WOWZA_SERVERS)).json();
    const server = list.wowza_servers[0];
    await inject('PATCH', `${WOWZA_SERVERS}/${server.id}`, {
      wowza_server: { version: server.version, password: 'wrong' },
    });
    const event = await createEvent(t, t.cookie);
    await setStatus(event.slug, 'going_live');
    const targets = await targetsOf(event.slug);
    expect(targets.every((target) => target.state === 'errored')).toBe(true);
    expect(targets[0]?.last_error).toMatch(/answered 401/);
    const fresh = (await inject('GET', WOWZA_SERVERS)).json().wowza_servers[0];
    await inject('PATCH', `${WOWZA_SERVERS}/${server.id}`, {
      wowza_server: { version: fresh.version, password: 'wowza-secret' },
    });
  });
});

describe('the configured default and the simulator', () => {
  it('uses WOWZA_REST_URL with basic auth while no saved server is enabled', async () => {
    const basic = await startFakeWowza({ auth: 'basic', username: 'ops', password: 'pw' });
    const other = await createTestApp({
      WOWZA_REST_URL: basic.url,
      WOWZA_AUTH: 'basic',
      WOWZA_USERNAME: 'ops',
      WOWZA_PASSWORD: 'pw',
    });
    try {
      const adminCookie = await cookieFor(other, 'super_admin');
      await configureDestinations(other, adminCookie);
      const list = await other.app.inject({ url: WOWZA_SERVERS, headers: { cookie: adminCookie } });
      expect(list.json()).toMatchObject({ source: 'config', active_id: null, count: 0 });
      const event = await createEvent(other, adminCookie);
      await other.app.inject({
        method: 'PATCH',
        url: `${LIVE}/events/${event.slug}/status`,
        headers: { cookie: adminCookie },
        payload: { status: 'going_live' },
      });
      expect(basic.entries.size).toBe(5);
      expect(basic.requests[0]?.headers.authorization).toBe(
        `Basic ${Buffer.from('ops:pw').toString('base64')}`,
      );
    } finally {
      await other.close();
      await basic.close();
    }
  });

  it('falls back to the simulator when every saved server is disabled', async () => {
    const server = (await inject('GET', WOWZA_SERVERS)).json().wowza_servers[0];
    await inject('PATCH', `${WOWZA_SERVERS}/${server.id}`, {
      wowza_server: { version: server.version, enabled: false },
    });
    expect((await inject('GET', WOWZA_SERVERS)).json()).toMatchObject({ source: 'simulator' });
    const event = await createEvent(t, t.cookie);
    await setStatus(event.slug, 'going_live');
    expect(fake.requests.length).toBe(0);
    expect((await statistics(event.slug)).every((stat) => stat.bitrate_in === 6000)).toBe(true);
  });
});
