import { afterAll, beforeAll, expect, it } from 'vitest';
import { cookieFor, createTestApp, type TTestApp } from '../support';
import { insertTags } from '../tags/helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ url, headers: cookie ? { cookie } : {} });
const names = (body: { tags: { name: string }[] }) => body.tags.map((tag) => tag.name).sort();

it("offers the videos' bulk picker the locale's tags to every group that may act on videos", async () => {
  await insertTags(t.db, 'de', ['Bulk Fähre', 'Bulk Streik', 'Hafen']);
  const url = '/api/admin/content/video_projects/tag_options';

  // news_room acts on videos in bulk but has no Tags area: the picker must still search.
  const newsRoom = await cookieFor(t, 'news_room');
  expect((await get('/api/admin/content/tags?locale=de', newsRoom)).statusCode).toBe(403);
  const found = await get(`${url}?locale=de&q=bulk`, newsRoom);
  expect(found.statusCode).toBe(200);
  expect(names(found.json())).toEqual(['Bulk Fähre', 'Bulk Streik']);

  expect((await get(`${url}?locale=xx`, newsRoom)).statusCode).toBe(422);
  expect((await get(`${url}?locale=de&q=${'x'.repeat(101)}`, newsRoom)).statusCode).toBe(422);
  expect((await get(`${url}?locale=de&page=2`, newsRoom)).statusCode).toBe(422);
  expect((await get(`${url}?locale=de`, await cookieFor(t, 'translator'))).statusCode).toBe(403);
  expect((await get(`${url}?locale=de`)).statusCode).toBe(401);
});

it('offers the live-event picker the tags under the live-event page access', async () => {
  await insertTags(t.db, 'en', ['Summit area option']);
  const url = '/api/admin/content/live/tag_options?locale=en&q=summit%20area';
  const found = await get(url, await cookieFor(t, 'live_admin'));
  expect(found.statusCode).toBe(200);
  expect(names(found.json())).toEqual(['Summit area option']);
  expect((await get(url, await cookieFor(t, 'news_room'))).statusCode).toBe(403);
});
