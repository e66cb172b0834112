import type { TStreamTo } from '@newsroom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, liveEventTargetLogs } from '../../src/db/schema';
import { cookieFor, signedInApp } from '../support';

const LOGS = '/api/admin/statistics/target_logs';
const T0 = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

const t = signedInApp('live_admin');
let eventId = 0;
let otherId = 0;

async function insertEvent(title: string, status: string) {
  const [row] = await t.db
    .insert(liveEvents)
    .values({
      slug: `ev-${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now().toString(36)}`,
      title,
      startAt: T0,
      status,
      streamTo: {} as TStreamTo,
    })
    .returning({ id: liveEvents.id });
  return row?.id ?? 0;
}

beforeAll(async () => {
  eventId = await insertEvent('Summit stream', 'ended');
  otherId = await insertEvent('Match stream', 'ended');
  const log = (
    id: number,
    target: string,
    from: string | null,
    to: string,
    m: number,
    message?: string,
  ) => ({
    eventId: id,
    target,
    fromState: from,
    toState: to,
    at: at(m),
    message,
  });
  await t.db
    .insert(liveEventTargetLogs)
    .values([
      log(eventId, 'youtube', 'idle', 'starting', 0),
      log(eventId, 'facebook.api', 'idle', 'starting', 0),
      log(eventId, 'youtube', 'starting', 'broadcasting', 10),
      log(eventId, 'facebook.api', 'starting', 'errored', 20, 'Stream key refused'),
      log(eventId, 'facebook.api', 'errored', 'broadcasting', 60),
      log(eventId, 'youtube', 'broadcasting', 'idle', 100),
      log(eventId, 'facebook.api', 'broadcasting', 'idle', 100),
      log(otherId, 'youtube', 'idle', 'starting', 200),
    ]);
});

const list = (query: Record<string, string> = {}) =>
  t.app.inject({ url: LOGS, query, headers: { cookie: t.cookie } });

describe('target logs', () => {
  it('lists every change newest first, with its event, paged', async () => {
    const first = (await list({ per_page: '3' })).json();
    expect(first.count).toBe(8);
    expect(first.logs).toHaveLength(3);
    expect(first.logs[0]).toMatchObject({
      event: { id: otherId, title: 'Match stream' },
      platform: 'youtube',
      to_state: 'starting',
      at: at(200).toISOString(),
    });
    const third = (await list({ per_page: '3', page: '3' })).json();
    expect(third.logs.map((l: { at: string }) => l.at)).toEqual(
      [at(0), at(0)].map((d) => d.toISOString()),
    );
  });

  it('filters by event, platform, state and time range', async () => {
    const byEvent = (await list({ event_id: String(eventId) })).json();
    expect(byEvent.count).toBe(7);
    const errors = (await list({ platform: 'facebook.api', state: 'errored' })).json();
    expect(errors.count).toBe(1);
    expect(errors.logs[0].message).toBe('Stream key refused');
    const window = (await list({ from: at(10).toISOString(), to: at(60).toISOString() })).json();
    expect(window.count).toBe(3);
  });

  it('refuses an end before the start and unknown filters with 422', async () => {
    const bad = await list({ from: at(10).toISOString(), to: at(0).toISOString() });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({ code: 'invalid', field: 'to' });
    expect((await list({ platform: 'myspace' })).statusCode).toBe(422);
  });

  it('exports the filtered rows as CSV, the same rows in the same order', async () => {
    const query = { event_id: String(eventId) };
    const csv = await t.app.inject({ url: `${LOGS}.csv`, query, headers: { cookie: t.cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('At (UTC),Event,Event slug,Platform,From state,To state,Message');
    const page = (await list(query)).json();
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      page.logs.map((l: { at: string }) => l.at),
    );
  });

  it('offers the events that have logs for the filter', async () => {
    const events = (
      await t.app.inject({
        url: `${LOGS}/events`,
        query: { q: 'summit' },
        headers: { cookie: t.cookie },
      })
    ).json();
    expect(events.events.map((e: { id: number }) => e.id)).toEqual([eventId]);
  });

  it("draws each target's states over the event and its uptime share", async () => {
    const response = await t.send('GET', `${LOGS}/events/${eventId}/timeline`);
    expect(response.statusCode).toBe(200);
    const timeline = response.json();
    expect(timeline.from).toBe(at(0).toISOString());
    expect(timeline.to).toBe(at(100).toISOString());
    const facebook = timeline.targets.find(
      (x: { platform: string }) => x.platform === 'facebook.api',
    );
    expect(facebook.segments.map((s: { state: string }) => s.state)).toEqual([
      'starting',
      'errored',
      'broadcasting',
    ]);
    expect(facebook.broadcasting_seconds).toBe(40 * 60);
    expect(facebook.uptime_share).toBe(0.4);
    const youtube = timeline.targets.find((x: { platform: string }) => x.platform === 'youtube');
    expect(youtube.uptime_share).toBe(0.9);
    const missing = await t.send('GET', `${LOGS}/events/999999/timeline`);
    expect(missing.statusCode).toBe(404);
  });

  it('is for the Statistics groups only', async () => {
    const other = await cookieFor(t, 'seo_admin');
    expect((await t.app.inject({ url: LOGS, headers: { cookie: other } })).statusCode).toBe(403);
  });
});
