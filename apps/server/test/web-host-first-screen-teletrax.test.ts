import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, createWebHostApp, type TTestApp } from './support';

const PAGE = '<html><head></head><body><div id="root"></div></body></html>';
const TELETRAX = '/api/admin/teletrax';

let t: TTestApp;
beforeAll(async () => {
  t = await createWebHostApp({ 'index.html': PAGE });
});
afterAll(() => t.close());

/** The answers the server wrote into the page (path and query of each, and its body). */
async function pageAnswers(url: string, cookie: string) {
  const response = await t.app.inject({ url, headers: { cookie, 'accept-encoding': 'br' } });
  expect(response.statusCode).toBe(200);
  const html = brotliDecompressSync(response.rawPayload).toString('utf8');
  const match = html.match(
    /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s,
  );
  return match
    ? (JSON.parse(match[1] as string) as { path: string; query: unknown; body: unknown }[])
    : [];
}

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
