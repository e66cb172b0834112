import { BROWSER_CLOCK_COOKIE } from '@newsroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, createWebHostApp, pageAnswersOf, type TTestApp } from './support';

const PAGE = '<html><head></head><body><div id="root"></div></body></html>';
const ENTRIES = '/api/admin/planning/entries';
const BERLIN = `${BROWSER_CLOCK_COOKIE}=${encodeURIComponent('Europe/Berlin')}|en-US`;

let t: TTestApp;
beforeAll(async () => {
  t = await createWebHostApp({ 'index.html': PAGE });
});
afterAll(() => t.close());

const pageAnswers = (url: string, cookies: string[]) => pageAnswersOf(t.app, url, cookies);

/** The page at `iso` on the server's clock, for an admin signed in then. */
async function pageAt(iso: string, url: string, zone: string) {
  const shift = Date.parse(iso) - t.clock.now().getTime();
  t.clock.advance(shift);
  try {
    return await pageAnswers(url, [await cookieFor(t, 'client_desk'), zone]);
  } finally {
    t.clock.advance(-shift);
  }
}

describe('the planning’s first screen in index.html', () => {
  it('holds this week’s entries in the browser’s zone, this week by the server’s clock', async () => {
    const cookie = await cookieFor(t, 'client_desk');
    const created = await t.app.inject({
      method: 'POST',
      url: ENTRIES,
      headers: { cookie },
      payload: {
        entry: {
          locale: 'en',
          kind: 'video',
          time_zone: 'Europe/Berlin',
          title: 'Summit',
          starts_at: new Date().toISOString(),
        },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [entries, locales, ...rest] = await pageAnswers('/cms/planning-section/en', [
      cookie,
      BERLIN,
    ]);
    expect(rest).toEqual([]);
    expect(locales?.path).toBe('/api/locales');
    expect(entries?.path).toBe(ENTRIES);
    const query = entries?.query as Record<string, string>;
    expect(query).toMatchObject({ locale: 'en', per_page: 500 });
    const api = await t.app.inject({
      url: `${ENTRIES}?${new URLSearchParams(query)}`,
      headers: { cookie },
    });
    expect(entries?.body).toEqual(api.json());
    expect(entries?.body).toMatchObject({ entries: [{ title: 'Summit' }] });
  });

  it('takes "this week" from the server’s moment in the browser’s zone, across a Sunday midnight', async () => {
    const week = async (iso: string, zone = BERLIN) =>
      ((await pageAt(iso, '/cms/planning-section/en', zone))[0]?.query ?? {}) as {
        from?: string;
        to?: string;
      };
    // Sunday 23:59:59 in Berlin: the week that Sunday ends.
    expect(await week('2031-03-09T22:59:59Z')).toMatchObject({
      from: '2031-03-02T23:00:00.000Z',
      to: '2031-03-09T23:00:00.000Z',
    });
    // A second later it is Monday there: the next week.
    expect(await week('2031-03-09T23:00:00Z')).toMatchObject({
      from: '2031-03-09T23:00:00.000Z',
      to: '2031-03-16T23:00:00.000Z',
    });
    // The same moment is already Monday in Tokyo.
    const tokyo = `${BROWSER_CLOCK_COOKIE}=${encodeURIComponent('Asia/Tokyo')}|en-US`;
    expect(await week('2031-03-09T22:59:59Z', tokyo)).toMatchObject({
      from: '2031-03-09T15:00:00.000Z',
    });
  });

  it('asks for a chosen week and list, and for the country names only when filtered by one', async () => {
    const cookie = await cookieFor(t, 'super_admin');
    const list = await pageAnswers(
      '/cms/planning-section/en?view=list&from=2031-03-01&to=2031-03-03&country=4',
      [cookie, BERLIN],
    );
    expect(list.map(({ path }) => path)).toEqual([ENTRIES, '/api/locales', '/api/countries.json']);
    expect(list[0]?.query).toEqual({
      locale: 'en',
      from: '2031-02-28T23:00:00.000Z',
      to: '2031-03-03T23:00:00.000Z',
      country_id: 4,
      per_page: 500,
    });
  });

  it('is left out without the browser’s zone and for a group that may not see the planning', async () => {
    expect(
      await pageAnswers('/cms/planning-section/en', [await cookieFor(t, 'super_admin')]),
    ).toEqual([]);
    const translator = await cookieFor(t, 'translator');
    const answers = await pageAnswers('/cms/planning-section/en', [translator, BERLIN]);
    expect(answers.map(({ path }) => path)).toEqual(['/api/locales']);
  });
});
