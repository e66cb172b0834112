import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEvent } from '../live-events/helpers';
import { cookieFor, createTestApp, type TTestApp } from '../support';
import { insertTags } from '../tags/helpers';
import { insertVideo } from './helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const names = (body: { tags: { name: string }[] }) => body.tags.map((tag) => tag.name);

it("offers a video's picker the locale's tags by name, to every group of the video page", async () => {
  const video = await insertVideo(t.db, 'Ferry strike');
  await insertTags(t.db, 'de', ['Fähre Optionen', 'Streik Optionen', 'Hafen']);
  const url = `/api/admin/content/video_projects/${video.id}/tags/de/options`;

  // news_room may tag a video but has no Tags area: the picker must still search.
  const newsRoom = await cookieFor(t, 'news_room');
  const found = await get(`${url}?q=optionen`, newsRoom);
  expect(found.statusCode).toBe(200);
  expect(names(found.json()).sort()).toEqual(['Fähre Optionen', 'Streik Optionen']);
  expect(found.json().count).toBe(2);

  expect((await get(`${url}?q=${'x'.repeat(101)}`, newsRoom)).statusCode).toBe(422);
  expect((await get(`${url}?page=2`, newsRoom)).statusCode).toBe(422);
  expect((await get(url.replace('/de/', '/xx/'), newsRoom)).statusCode).toBe(422);
  expect((await get(url.replace(`/${video.id}/`, '/999999/'), newsRoom)).statusCode).toBe(404);
  expect((await get(url, await cookieFor(t, 'translator'))).statusCode).toBe(403);
  expect((await t.app.inject({ url })).statusCode).toBe(401);
});

it("offers a live event's picker under the live-event page's access", async () => {
  const liveAdmin = await cookieFor(t, 'live_admin');
  const event = await createEvent(t, liveAdmin, { title: 'Options summit' });
  await insertTags(t.db, 'en', ['Summit options tag']);
  const url = `/api/admin/content/live/events/${event.slug}/tags/en/options?q=summit%20options`;

  const found = await get(url, liveAdmin);
  expect(found.statusCode).toBe(200);
  expect(names(found.json())).toEqual(['Summit options tag']);
  expect((await get(url, await cookieFor(t, 'news_room'))).statusCode).toBe(403);
});
