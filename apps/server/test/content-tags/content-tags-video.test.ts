import { expect, it } from 'vitest';
import { signedInApp } from '../support';
import { insertTags } from '../tags/helpers';
import { contentTagsApi, historyOf, insertVideo } from './helpers';

const t = signedInApp('new_output');

const names = (body: { tags: { name: string }[] }) => body.tags.map((tag) => tag.name);

it('assigns a tag, and assigning it again changes nothing', async () => {
  const video = await insertVideo(t.db, 'Port strike');
  const [strikes] = await insertTags(t.db, 'en', ['Strikes A']);
  const api = contentTagsApi(t, t.cookie, 'video', video.id);

  const empty = await api.list('en');
  expect(empty.statusCode).toBe(200);
  expect(empty.json()).toEqual({
    content: { type: 'video', id: video.id, title: 'Port strike' },
    locale: 'en',
    tags: [],
    count: 0,
  });

  const first = await api.assign('en', strikes?.id ?? 0);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({
    changed: true,
    count: 1,
    tags: [{ id: strikes?.id, name: 'Strikes A', locale: 'en' }],
  });
  const again = await api.assign('en', strikes?.id ?? 0);
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ changed: false, count: 1 });
  expect(names((await api.list('en')).json())).toEqual(['Strikes A']);
  // One history entry for the one real change.
  expect(await historyOf(t.db, 'video', video.id)).toEqual([
    {
      action: 'add_tag',
      before: null,
      after: { tag: { id: strikes?.id, name: 'Strikes A', locale: 'en' } },
    },
  ]);
});

it('lists only the locale asked for, in the locale tag order', async () => {
  const video = await insertVideo(t.db);
  const [first, second, third] = await insertTags(t.db, 'en', ['Order 1', 'Order 2', 'Order 3']);
  const [russian] = await insertTags(t.db, 'ru', ['Порядок']);
  const api = contentTagsApi(t, t.cookie, 'video', video.id);
  for (const tag of [third, first, second]) await api.assign('en', tag?.id ?? 0);
  await api.assign('ru', russian?.id ?? 0);
  expect(names((await api.list('en')).json())).toEqual(['Order 1', 'Order 2', 'Order 3']);
  expect((await api.list('ru')).json()).toMatchObject({ locale: 'ru', count: 1 });
  expect((await api.list('de')).json()).toMatchObject({ tags: [], count: 0 });
});

it('removes a tag, and removing it again changes nothing', async () => {
  const video = await insertVideo(t.db);
  const [keep, drop] = await insertTags(t.db, 'en', ['Keep me', 'Drop me']);
  const api = contentTagsApi(t, t.cookie, 'video', video.id);
  await api.assign('en', keep?.id ?? 0);
  await api.assign('en', drop?.id ?? 0);

  const removed = await api.remove('en', drop?.id ?? 0);
  expect(removed.statusCode).toBe(200);
  expect(removed.json()).toMatchObject({ changed: true, count: 1 });
  expect(names(removed.json())).toEqual(['Keep me']);
  const again = await api.remove('en', drop?.id ?? 0);
  expect(again.statusCode).toBe(200);
  expect(again.json()).toMatchObject({ changed: false, count: 1 });
  // A tag that no longer exists is not on the content either.
  expect((await api.remove('en', 999_999)).json()).toMatchObject({ changed: false });
  expect((await historyOf(t.db, 'video', video.id)).map((entry) => entry.action)).toEqual([
    'add_tag',
    'add_tag',
    'remove_tag',
  ]);
});

it('refuses a tag of another locale with 422, in both directions', async () => {
  const video = await insertVideo(t.db);
  const [german] = await insertTags(t.db, 'de', ['Streik']);
  const api = contentTagsApi(t, t.cookie, 'video', video.id);
  const assign = await api.assign('en', german?.id ?? 0);
  expect(assign.statusCode).toBe(422);
  expect(assign.json().errors[0]).toMatchObject({ code: 'invalid', field: 'tag_id' });
  expect(assign.json().errors[0].message).toMatch(/locale de, not en/);
  await api.assign('de', german?.id ?? 0);
  const remove = await api.remove('en', german?.id ?? 0);
  expect(remove.statusCode).toBe(422);
  expect(names((await api.list('de')).json())).toEqual(['Streik']);
});

it('refuses an unknown tag, locale or content type with 422', async () => {
  const video = await insertVideo(t.db);
  const api = contentTagsApi(t, t.cookie, 'video', video.id);
  const unknownTag = await api.assign('en', 999_999);
  expect(unknownTag.statusCode).toBe(422);
  expect(unknownTag.json().errors[0]).toMatchObject({ field: 'tag_id' });

  for (const response of [
    await api.list('xx'),
    await api.assign('xx', 1),
    await api.remove('xx', 1),
  ]) {
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'invalid', field: 'locale' });
  }
  expect((await api.list('not a locale')).statusCode).toBe(422);

  const other = `/api/admin/content/banners/${video.id}/tags/en`;
  for (const response of [
    await t.send('GET', other),
    await t.send('POST', other, { tag_id: 1 }),
    await t.send('DELETE', `${other}/1`),
  ]) {
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ code: 'invalid', field: 'type' });
  }
});

it('answers 404 for a video that does not exist', async () => {
  const [tag] = await insertTags(t.db, 'en', ['Nowhere']);
  const api = contentTagsApi(t, t.cookie, 'video', 999_999);
  for (const response of [
    await api.list('en'),
    await api.assign('en', tag?.id ?? 0),
    await api.remove('en', tag?.id ?? 0),
  ]) {
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('not_found');
  }
  expect((await contentTagsApi(t, t.cookie, 'video', 'abc').list('en')).statusCode).toBe(422);
});

it('keeps the video version, since the video form does not carry tags', async () => {
  const video = await insertVideo(t.db);
  const [tag] = await insertTags(t.db, 'en', ['Versionless']);
  await contentTagsApi(t, t.cookie, 'video', video.id).assign('en', tag?.id ?? 0);
  const read = await t.send('GET', `/api/admin/content/video_projects/${video.id}`);
  expect(read.json().version).toBe(video.version);
});

it('a tag deleted later disappears from the content', async () => {
  const video = await insertVideo(t.db);
  const [tag] = await insertTags(t.db, 'en', ['Short lived']);
  const api = contentTagsApi(t, t.cookie, 'video', video.id);
  await api.assign('en', tag?.id ?? 0);
  const deleted = await t.send('DELETE', `/api/admin/content/tags/${tag?.id}`);
  expect(deleted.statusCode).toBeLessThan(300);
  expect((await api.list('en')).json()).toMatchObject({ tags: [], count: 0 });
});
