import type { TStreamTo } from '@newsroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, liveEventTargetLogs } from '../src/db/schema';
import { cookieFor, createWebHostApp, pageAnswersOf, type TTestApp } from './support';

const PAGE = '<html><head></head><body><div id="root"></div></body></html>';
const LOGS = '/api/admin/statistics/target_logs';

let t: TTestApp;
let eventId = 0;
beforeAll(async () => {
  t = await createWebHostApp({ 'index.html': PAGE });
  const [event] = await t.db
    .insert(liveEvents)
    .values({
      slug: 'summit-stream',
      title: 'Summit stream',
      startAt: new Date('2026-03-01T10:00:00Z'),
      status: 'ended',
      streamTo: {} as TStreamTo,
    })
    .returning({ id: liveEvents.id });
  eventId = event?.id ?? 0;
  await t.db.insert(liveEventTargetLogs).values([
    { eventId, target: 'youtube', fromState: 'idle', toState: 'starting', at: new Date() },
    { eventId, target: 'youtube', fromState: 'starting', toState: 'errored', at: new Date() },
  ]);
});
afterAll(() => t.close());

const pageAnswers = (url: string, cookie: string) => pageAnswersOf(t.app, url, cookie);

describe('the target logs’ first screen in index.html', () => {
  it('holds the page of logs the screen asks for, under the URL’s filters', async () => {
    const cookie = await cookieFor(t, 'live_admin');
    const [logs, ...rest] = await pageAnswers(
      '/cms/statistics/target?state=errored&page=1',
      cookie,
    );
    expect(rest).toEqual([]);
    expect(logs?.path).toBe(LOGS);
    expect(logs?.query).toEqual({ state: 'errored', page: 1 });
    const api = await t.app.inject({ url: `${LOGS}?state=errored&page=1`, headers: { cookie } });
    expect(logs?.body).toEqual(api.json());
    expect((logs?.body as { count: number }).count).toBe(1);
  });

  it('with an event chosen, also holds the event filter’s names and the event’s timeline', async () => {
    const cookie = await cookieFor(t, 'super_admin');
    const answers = await pageAnswers(`/cms/statistics/target?event=${eventId}`, cookie);
    expect(answers.map(({ path, query }) => ({ path, query }))).toEqual([
      { path: LOGS, query: { event_id: eventId, page: 1 } },
      { path: `${LOGS}/events`, query: {} },
      { path: `${LOGS}/events/${eventId}/timeline`, query: {} },
    ]);
    expect(answers[1]?.body).toMatchObject({ events: [{ id: eventId, title: 'Summit stream' }] });
  });

  it('asks nothing for a range that ends before it starts, as the screen does', async () => {
    const cookie = await cookieFor(t, 'super_admin');
    const url = '/cms/statistics/target?from=2026-03-02T00:00:00.000Z&to=2026-03-01T00:00:00.000Z';
    expect(await pageAnswers(url, cookie)).toEqual([]);
  });

  it('is left out for a group that may not see statistics', async () => {
    const cookie = await cookieFor(t, 'translator');
    expect(await pageAnswers(`/cms/statistics/target?event=${eventId}`, cookie)).toEqual([]);
  });
});
