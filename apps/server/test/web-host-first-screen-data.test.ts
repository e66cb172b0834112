import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoProjects } from '../src/db/schema';
import { seedVideos } from '../src/seed/videos';
import { cookieFor, createWebHostApp, type TTestApp, VIDEO_SEARCH } from './support';

const PAGE =
  '<html><head><script type="module" src="/cms/assets/app.js"></script></head><body><div id="root"></div></body></html>';
const TITLE = '</script><script>alert(1)</script><!-- & \u2028';

let t: TTestApp;
beforeAll(async () => {
  t = await createWebHostApp({ 'index.html': PAGE });
  await seedVideos(t.db, 20);
  // Every title one that would end the element if written as it is.
  await t.db.update(videoProjects).set({ title: TITLE });
});
afterAll(() => t.close());

const page = async (url: string, cookie?: string) => {
  const response = await t.app.inject({
    url,
    headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode).toBe(200);
  // The page may carry this session's data: no cache, shared or private, keeps it.
  expect(response.headers['cache-control']).toBe('no-store');
  return brotliDecompressSync(response.rawPayload).toString('utf8');
};

/** The answers the server wrote into the page, or undefined without the element. */
function firstScreenData(
  html: string,
): { path: string; query: unknown; body: unknown }[] | undefined {
  const match = html.match(
    /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s,
  );
  return match ? JSON.parse(match[1] as string) : undefined;
}

describe('the first screen’s data in index.html', () => {
  it('is the answer the screen’s own request gets, for the page’s search, page and sort', async () => {
    const cookie = await cookieFor(t, 'super_admin');
    const answers = firstScreenData(
      await page('/cms/content/videos/all?sort=oldest&page=2&status=published', cookie),
    );
    const query = { page: 2, sort: 'oldest', status: 'published' };
    const api = await t.app.inject({
      url: `${VIDEO_SEARCH}?page=2&sort=oldest&status=published`,
      headers: { cookie },
    });
    expect(api.statusCode).toBe(200);
    expect(answers).toEqual([{ path: VIDEO_SEARCH, query, body: api.json() }]);
    // Trending defaults to its own sort, as the screen asks.
    const trending = firstScreenData(await page('/cms/content/videos/trending', cookie));
    expect(trending?.[0]?.query).toEqual({ page: 1, sort: 'trending' });
  });

  it('holds each of a screen’s first requests: the tags list’s page and its locale picker’s list', async () => {
    const cookie = await cookieFor(t, 'super_admin');
    const answers = firstScreenData(await page('/cms/content/tags/en?q=ab&page=2', cookie));
    expect(answers?.map(({ path, query }) => ({ path, query }))).toEqual([
      { path: '/api/admin/content/tags', query: { locale: 'en', page: 2, per_page: 10, q: 'ab' } },
      { path: '/api/locales', query: {} },
    ]);
    const api = await t.app.inject({
      url: '/api/admin/content/tags?locale=en&page=2&per_page=10&q=ab',
      headers: { cookie },
    });
    expect(answers?.[0]?.body).toEqual(api.json());
  });

  it('is escaped so no value ends the script element', async () => {
    const cookie = await cookieFor(t, 'output_editor');
    const html = await page('/cms/content/videos/all', cookie);
    expect(html).not.toContain('alert(1)</script>');
    expect(html).not.toContain('<!--');
    const body = firstScreenData(html)?.[0]?.body as { videos: { title: string }[] };
    expect(body.videos.map((video) => video.title)).toContain(TITLE);
  });

  it('is left out for a group that may not see the videos, signed out, and after sign-out', async () => {
    const translator = await cookieFor(t, 'translator');
    const admin = await cookieFor(t, 'super_admin');
    // The admin's page first: nothing of it reaches the next visitor's.
    expect(firstScreenData(await page('/cms/content/videos/all', admin))).toHaveLength(1);
    await t.app.inject({ method: 'DELETE', url: '/users/sign_out', headers: { cookie: admin } });
    for (const cookie of [translator, undefined, 'sid=not-a-session', admin]) {
      const html = await page('/cms/content/videos/all', cookie);
      expect(firstScreenData(html)).toBeUndefined();
      expect(html).not.toContain('"videos"');
    }
  });

  it('is only written for a screen that asks for it at once', async () => {
    const cookie = await cookieFor(t, 'super_admin');
    for (const url of ['/cms/content/videos/all/1', '/cms/signin', '/cms/users/admins']) {
      expect(firstScreenData(await page(url, cookie))).toBeUndefined();
    }
  });
});
