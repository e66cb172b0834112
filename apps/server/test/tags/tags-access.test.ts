import { ADMIN_GROUPS, canAccess } from '@newsroom/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cookieFor, createTestApp, type TTestApp } from '../support';
import { insertTags, TAGS_URL } from './helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('lets exactly the Tags row of SPEC §6 read and change tags', async () => {
  const [tag] = await insertTags(t.db, 'en', ['Guarded']);
  for (const group of ADMIN_GROUPS) {
    const cookie = await cookieFor(t, group);
    const allowed = canAccess({ user_role: 'admin', admin_group: group }, 'tags');
    const list = await t.app.inject({ url: `${TAGS_URL}?locale=en`, headers: { cookie } });
    const move = await t.app.inject({
      method: 'PATCH',
      url: `${TAGS_URL}/${tag?.id}/positions`,
      headers: { cookie },
      payload: { position: 1 },
    });
    expect([group, list.statusCode], group).toEqual([group, allowed ? 200 : 403]);
    expect([group, move.statusCode], group).toEqual([group, allowed ? 200 : 403]);
  }
  expect(canAccess({ user_role: 'admin', admin_group: 'seo_admin' }, 'tags')).toBe(true);
  expect(canAccess({ user_role: 'admin', admin_group: 'news_room' }, 'tags')).toBe(false);
});

it('answers 401 without a session', async () => {
  expect((await t.app.inject({ url: `${TAGS_URL}?locale=en` })).statusCode).toBe(401);
  const post = await t.app.inject({
    method: 'POST',
    url: TAGS_URL,
    payload: { site_id: null, tag: { name: 'Anon', locale: 'en' } },
  });
  expect(post.statusCode).toBe(401);
});
