import { describe, expect, it } from 'vitest';
import { cookieFor, LIVE, signedInApp } from '../support';
import { createEvent } from './helpers';

const t = signedInApp('live_admin');

describe('live event translations', () => {
  it('saves one locale by event id, lists it, and records before and after', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Translated event' });
    const url = `${LIVE}/events/${event.id}/translations`;
    const first = await t.send('PUT', `${url}/fr`, { translation: { title: 'Événement traduit' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ locale: 'fr', title: 'Événement traduit', description: '' });
    await t.send('PUT', `${url}/fr`, {
      translation: { title: 'Événement', description: 'Direct' },
    });
    const list = await t.send('GET', url);
    expect(list.json().translations).toEqual([
      { locale: 'fr', title: 'Événement', description: 'Direct' },
    ]);
    const history = await t.send('GET', `${LIVE}/events/${event.slug}/history`);
    const text = history.body;
    expect(text).toContain('translation:fr');
    expect(text).toContain('Événement traduit');
  });

  it('refuses a bad locale, an empty title and an unknown event', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Bad translation input' });
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: { cookie: t.cookie }, payload });
    const badLocale = await put(`${LIVE}/events/${event.slug}/translations/FRA`, {
      translation: { title: 'x' },
    });
    expect(badLocale.statusCode).toBe(422);
    expect(badLocale.json().errors[0].field).toBe('locale');
    const empty = await put(`${LIVE}/events/${event.slug}/translations/fr`, {
      translation: { title: '  ' },
    });
    expect(empty.statusCode).toBe(422);
    const unknown = await put(`${LIVE}/events/no-such-event/translations/fr`, {
      translation: { title: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a translator in and keeps news_room out', async () => {
    const event = await createEvent(t, t.cookie, { title: 'Access to translations' });
    const url = `${LIVE}/events/${event.id}/translations`;
    const translator = await cookieFor(t, 'translator');
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { cookie: translator } })).statusCode,
    ).toBe(200);
    const other = await cookieFor(t, 'news_room');
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { cookie: other } })).statusCode,
    ).toBe(403);
  });
});
