import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, createWebHostApp, pageAnswersOf, type TTestApp } from './support';

const PAGE = '<html><head></head><body><div id="root"></div></body></html>';
const TELETRAX = '/api/admin/teletrax';

let t: TTestApp;
beforeAll(async () => {
  t = await createWebHostApp({ 'index.html': PAGE });
});
afterAll(() => t.close());

const pageAnswers = (url: string, cookie: string) => pageAnswersOf(t.app, url, cookie);

describe('Teletrax’s first screen in index.html', () => {
  it('holds the detections, their totals and the waiting reports, under the URL’s filters', async () => {
    const cookie = await cookieFor(t, 'client_desk');
    const answers = await pageAnswers(
      '/cms/teletrax?unlicensed=true&country=de&totals=channel',
      cookie,
    );
    expect(answers.map(({ path, query }) => ({ path, query }))).toEqual([
      {
        path: `${TELETRAX}/detections`,
        query: { country: 'DE', unlicensed: true, page: 1, per_page: 50 },
      },
      { path: `${TELETRAX}/totals`, query: { country: 'DE', unlicensed: true, by: 'channel' } },
      { path: `${TELETRAX}/source`, query: {} },
    ]);
    const api = await t.app.inject({
      url: `${TELETRAX}/detections?country=DE&unlicensed=true&page=1&per_page=50`,
      headers: { cookie },
    });
    expect(answers[0]?.body).toEqual(api.json());
  });

  it('is left out for a group that may not see Teletrax', async () => {
    expect(await pageAnswers('/cms/teletrax', await cookieFor(t, 'translator'))).toEqual([]);
  });
});
