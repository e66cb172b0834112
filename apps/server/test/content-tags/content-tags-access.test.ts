import {
  ADMIN_GROUPS,
  canAccess,
  contentTagsPath,
  type TAccessArea,
  type TContentTagType,
} from '@newsroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../live-events/helpers';
import { cookieFor, createTestApp, type TTestApp } from '../support';
import { insertTags } from '../tags/helpers';
import { contentTagsApi, insertVideo } from './helpers';

let t: TTestApp;
const keys: Record<TContentTagType, number> = { video: 0, live_event: 0 };
let tagId = 0;

beforeAll(async () => {
  t = await createTestApp();
  keys.video = (await insertVideo(t.db)).id;
  keys.live_event = (await createEvent(t, await cookieFor(t, 'super_admin'))).id;
  tagId = (await insertTags(t.db, 'en', ['Guarded use']))[0]?.id ?? 0;
});
afterAll(() => t.close());

const AREA: Record<TContentTagType, TAccessArea> = {
  video: 'videoPage',
  live_event: 'liveEventPage',
};

describe.each(['video', 'live_event'] as const)('the tags of a %s', (type) => {
  it(`let exactly the ${AREA[type]} groups read, assign and remove`, async () => {
    for (const group of ADMIN_GROUPS) {
      const api = contentTagsApi(t, await cookieFor(t, group), type, keys[type]);
      const allowed = canAccess({ user_role: 'admin', admin_group: group }, AREA[type]);
      const statuses = [
        (await api.list('en')).statusCode,
        (await api.assign('en', tagId)).statusCode,
        (await api.remove('en', tagId)).statusCode,
      ];
      expect([group, statuses]).toEqual([group, allowed ? [200, 200, 200] : [403, 403, 403]]);
    }
  });

  it('answers 401 without a session', async () => {
    const url = contentTagsPath(type, keys[type], 'en');
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const post = await t.app.inject({ method: 'POST', url, payload: { tag_id: tagId } });
    expect(post.statusCode).toBe(401);
  });
});

it('follows SPEC §6: news_room may tag videos but not live events, seo_admin both', () => {
  const as = (group: 'news_room' | 'seo_admin', area: TAccessArea) =>
    canAccess({ user_role: 'admin', admin_group: group }, area);
  expect([as('news_room', 'videoPage'), as('news_room', 'liveEventPage')]).toEqual([true, false]);
  expect([as('seo_admin', 'videoPage'), as('seo_admin', 'liveEventPage')]).toEqual([true, true]);
});
