import { brotliDecompressSync } from 'node:zlib';
import { BROWSER_CLOCK_COOKIE } from '@newsroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFor,
  createAdmin,
  createWebHostApp,
  pageAnswersOf,
  sessionCookieFor,
  signIn,
  type TTestApp,
} from './support';

const PAGE = '<html><head></head><body><div id="root"></div></body></html>';
const PREFERENCES = '/api/admin/preferences';
const BERLIN = `${BROWSER_CLOCK_COOKIE}=${encodeURIComponent('Europe/Berlin')}|en-US`;
const PLANNING = '/cms/planning-section/en';

let t: TTestApp;
beforeAll(async () => {
  t = await createWebHostApp({ 'index.html': PAGE });
});
afterAll(() => t.close());

async function pageOf(url: string, cookies: string[]) {
  const response = await t.app.inject({
    url,
    headers: { cookie: cookies.join('; '), 'accept-encoding': 'br' },
  });
  expect(response.statusCode).toBe(200);
  return brotliDecompressSync(response.rawPayload).toString('utf8');
}

const preferencesIn = (html: string) => {
  const match = html.match(
    /<script type="application\/json" id="admin-preferences">(.*?)<\/script>/s,
  );
  return match ? JSON.parse(match[1] as string) : undefined;
};

async function choose(cookie: string, zone: string | null) {
  const saved = await t.app.inject({
    method: 'PATCH',
    url: PREFERENCES,
    headers: { cookie },
    payload: { preferences: { time_zone: zone } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/**
 * The planning page's week (its entries request's range) at `iso` on the server's clock, for
 * `admin` signed in then, with the browser's clock cookie when given.
 */
async function plannedWeekAt(admin: { id: number }, iso: string, clock?: string) {
  const shift = Date.parse(iso) - t.clock.now().getTime();
  t.clock.advance(shift);
  try {
    const cookie = await sessionCookieFor(t, admin);
    const [entries] = await pageAnswersOf(t.app, PLANNING, clock ? [cookie, clock] : [cookie]);
    return entries?.query as { from?: string; to?: string } | undefined;
  } finally {
    t.clock.advance(-shift);
  }
}

describe('the admin’s preferences inside index.html', () => {
  it('come with every signed-in page, as the API gives them, and with no signed-out one', async () => {
    const cookie = await cookieFor(t, 'client_desk');
    const api = await t.app.inject({ url: PREFERENCES, headers: { cookie } });
    expect(preferencesIn(await pageOf('/cms/content/videos/all', [cookie]))).toEqual(api.json());
    expect(preferencesIn(await pageOf('/cms/preferences', [cookie]))).toEqual({ time_zone: null });
    expect(preferencesIn(await pageOf('/cms/signin', []))).toBeUndefined();
  });

  it('carry a zone just chosen on the next page, and the first screen’s days follow it', async () => {
    const admin = await createAdmin(t.db, { group: 'client_desk' });
    const cookie = await signIn(t.app, admin);
    // Sunday 23:30 in Berlin is already Monday 07:30 in Tokyo: another week.
    const moment = '2031-03-09T22:30:00Z';
    expect(await plannedWeekAt(admin, moment, BERLIN)).toMatchObject({
      from: '2031-03-02T23:00:00.000Z',
    });
    await choose(cookie, 'Asia/Tokyo');
    try {
      expect(preferencesIn(await pageOf(PLANNING, [cookie, BERLIN]))).toEqual({
        time_zone: 'Asia/Tokyo',
      });
      expect(await plannedWeekAt(admin, moment, BERLIN)).toMatchObject({
        from: '2031-03-09T15:00:00.000Z',
        to: '2031-03-16T15:00:00.000Z',
      });
      // Without the browser's clock the chosen zone is enough to know the week.
      expect(await plannedWeekAt(admin, moment)).toMatchObject({
        from: '2031-03-09T15:00:00.000Z',
      });
    } finally {
      await choose(cookie, null);
    }
    expect(preferencesIn(await pageOf(PLANNING, [cookie, BERLIN]))).toEqual({ time_zone: null });
  });
});
