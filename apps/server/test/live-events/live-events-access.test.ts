import { afterAll, beforeAll, expect, it } from 'vitest';
import { cookieFor, createTestApp, LIVE, type TTestApp } from '../support';
import { createEvent } from './helpers';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('lets seo_admin open and retitle an event but not schedule or start it', async () => {
  const editor = await cookieFor(t, 'output_editor');
  const event = await createEvent(t, editor, { title: 'SEO check' });
  const seo = await cookieFor(t, 'seo_admin');
  const url = `${LIVE}/events/${event.slug}`;
  expect((await t.app.inject({ url, headers: { cookie: seo } })).statusCode).toBe(200);
  const retitle = await t.app.inject({
    method: 'PATCH',
    url,
    headers: { cookie: seo },
    payload: { event: { title: 'SEO title', meta_tag: 'news', version: event.version } },
  });
  expect(retitle.statusCode).toBe(200);
  const reschedule = await t.app.inject({
    method: 'PATCH',
    url,
    headers: { cookie: seo },
    payload: { event: { start_at: '2030-01-01T10:00:00Z', version: retitle.json().version } },
  });
  expect(reschedule.statusCode).toBe(403);
  const create = await t.app.inject({
    method: 'POST',
    url: `${LIVE}/events`,
    headers: { cookie: seo },
    payload: { event: { title: 'Not allowed' } },
  });
  expect(create.statusCode).toBe(403);
});

it('keeps the history to the default list and translation notices to translators and super admins', async () => {
  const seo = await cookieFor(t, 'seo_admin');
  expect(
    (await t.app.inject({ url: `${LIVE}/events/pasts`, headers: { cookie: seo } })).statusCode,
  ).toBe(403);
  const editor = await cookieFor(t, 'output_editor');
  const event = await createEvent(t, editor, { title: 'Translated' });
  const url = `${LIVE}/events/${event.slug}/translation_change_notifications`;
  const payload = { send_to: ['translator@newsroom.test'], locale: 'ar' };
  expect(
    (await t.app.inject({ method: 'POST', url, headers: { cookie: editor }, payload })).statusCode,
  ).toBe(403);
  const translator = await cookieFor(t, 'translator');
  expect(
    (await t.app.inject({ method: 'POST', url, headers: { cookie: translator }, payload }))
      .statusCode,
  ).toBe(200);
});

it('refuses client_desk and news_room the live event list', async () => {
  for (const group of ['client_desk', 'news_room'] as const) {
    const cookie = await cookieFor(t, group);
    expect((await t.app.inject({ url: `${LIVE}/events`, headers: { cookie } })).statusCode).toBe(
      403,
    );
  }
});
