import { expect, it } from 'vitest';
import { createEvent } from '../live-events/helpers';
import { LIVE, signedInApp } from '../support';
import { insertTags } from '../tags/helpers';
import { contentTagsApi } from './helpers';

const t = signedInApp('live_admin');

it('assigns and removes by event id or slug, idempotently', async () => {
  const event = await createEvent(t, t.cookie, { title: 'Summit opening' });
  const [summit, leaders] = await insertTags(t.db, 'en', ['Summit', 'Leaders']);
  const byId = contentTagsApi(t, t.cookie, 'live_event', event.id);
  const bySlug = contentTagsApi(t, t.cookie, 'live_event', event.slug);

  expect((await byId.assign('en', summit?.id ?? 0)).json()).toMatchObject({ changed: true });
  expect((await bySlug.assign('en', summit?.id ?? 0)).json()).toMatchObject({ changed: false });
  await bySlug.assign('en', leaders?.id ?? 0);
  const list = await byId.list('en');
  expect(list.statusCode).toBe(200);
  expect(list.json()).toMatchObject({
    content: { type: 'live_event', id: event.id, title: 'Summit opening' },
    count: 2,
  });
  const removed = await byId.remove('en', summit?.id ?? 0);
  expect(removed.json()).toMatchObject({ changed: true, tags: [{ name: 'Leaders' }] });
  expect((await byId.remove('en', summit?.id ?? 0)).json()).toMatchObject({ changed: false });

  // The event itself shows the same tags.
  const read = await t.send('GET', `${LIVE}/events/${event.slug}`);
  expect(read.json().tag_ids).toEqual([leaders?.id]);
});

it('bumps the event version, so an event form opened before answers 409', async () => {
  const event = await createEvent(t, t.cookie, { title: 'Version check' });
  const [tag] = await insertTags(t.db, 'en', ['Versioned']);
  await contentTagsApi(t, t.cookie, 'live_event', event.id).assign('en', tag?.id ?? 0);
  const stale = await t.send('PATCH', `${LIVE}/events/${event.slug}`, {
    event: { title: 'Stale save', tag_ids: [], version: event.version },
  });
  expect(stale.statusCode).toBe(409);
  const read = await t.send('GET', `${LIVE}/events/${event.slug}`);
  expect(read.json()).toMatchObject({ version: event.version + 1, tag_ids: [tag?.id] });
  // Assigning it again is no change, so no new version either.
  await contentTagsApi(t, t.cookie, 'live_event', event.id).assign('en', tag?.id ?? 0);
  const after = await t.send('GET', `${LIVE}/events/${event.slug}`);
  expect(after.json().version).toBe(event.version + 1);
});

it('records the changes in the event history', async () => {
  const event = await createEvent(t, t.cookie, { title: 'History check' });
  const [tag] = await insertTags(t.db, 'en', ['Remembered']);
  const api = contentTagsApi(t, t.cookie, 'live_event', event.id);
  await api.assign('en', tag?.id ?? 0);
  await api.remove('en', tag?.id ?? 0);
  const history = await t.send('GET', `${LIVE}/events/${event.slug}/history`);
  const entries = history.json().history as { action: string; before: unknown; after: unknown }[];
  expect(entries.slice(0, 2)).toMatchObject([
    { action: 'remove_tag', before: { tag: { name: 'Remembered' } }, after: null },
    { action: 'add_tag', before: null, after: { tag: { name: 'Remembered' } } },
  ]);
});

it('refuses a tag of another locale, and answers 404 for an unknown event', async () => {
  const event = await createEvent(t, t.cookie, { title: 'Locale check' });
  const [french] = await insertTags(t.db, 'fr', ['Sommet']);
  const api = contentTagsApi(t, t.cookie, 'live_event', event.id);
  const wrong = await api.assign('en', french?.id ?? 0);
  expect(wrong.statusCode).toBe(422);
  expect(wrong.json().errors[0]).toMatchObject({ field: 'tag_id' });
  expect((await api.assign('fr', french?.id ?? 0)).statusCode).toBe(200);

  const missing = contentTagsApi(t, t.cookie, 'live_event', 'no-such-event');
  expect((await missing.list('en')).statusCode).toBe(404);
  expect((await missing.assign('fr', french?.id ?? 0)).statusCode).toBe(404);
  expect((await contentTagsApi(t, t.cookie, 'live_event', 999_999).list('en')).statusCode).toBe(
    404,
  );
});
