import { beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../live-events/helpers';
import { cookieFor, LIVE, signedInApp, VIDEOS } from '../support';
import { createVideo } from '../videos/downloads-helpers';

const QUEUE = '/api/admin/content/translation_queue';

const t = signedInApp('translator'); // t.cookie: the translator's
let live: string;
beforeAll(async () => {
  live = await cookieFor(t, 'live_admin');
});

const queue = (locale: string, extra = '') => t.send('GET', `${QUEUE}?locale=${locale}${extra}`);

describe('GET translation_queue', () => {
  it('lists videos of other locales until they are translated into the asked one', async () => {
    const russian = await createVideo(t, { locale: 'ru', title: 'Марафон очереди' });
    const french = await createVideo(t, { locale: 'fr', title: 'Déjà en français' });
    const before = (await queue('fr')).json();
    const ids = before.videos.map((video: { id: number }) => video.id);
    expect(ids).toContain(russian.id);
    expect(ids).not.toContain(french.id);
    expect(before.video_count).toBeGreaterThanOrEqual(1);

    const saved = await t.send('PUT', `${VIDEOS}/${russian.id}/translations/fr`, {
      translation: { title: 'Marathon' },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await queue('fr')).json();
    expect(after.videos.map((video: { id: number }) => video.id)).not.toContain(russian.id);
    expect(after.video_count).toBe(before.video_count - 1);
  });

  it('lists live events broadcast in the locale, not ended, until translated', async () => {
    const event = await createEvent(t, live, { title: 'Queue event', languages: ['en', 'de'] });
    const other = await createEvent(t, live, { title: 'Not in German', languages: ['en'] });
    const listed = (await queue('de')).json();
    const slugs = listed.live_events.map((row: { slug: string }) => row.slug);
    expect(slugs).toContain(event.slug);
    expect(slugs).not.toContain(other.slug);
    // The event is written in its first language: nothing to translate into English.
    expect(
      (await queue('en')).json().live_events.map((row: { slug: string }) => row.slug),
    ).not.toContain(event.slug);

    const saved = await t.send('PUT', `${LIVE}/events/${event.id}/translations/de`, {
      translation: { title: 'Warteschlange' },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await queue('de')).json();
    expect(after.live_events.map((row: { slug: string }) => row.slug)).not.toContain(event.slug);
  });

  it('pages the videos and refuses a bad locale and groups outside the policy', async () => {
    await createVideo(t, { locale: 'ru' });
    await createVideo(t, { locale: 'ru' });
    const page = (await queue('es', '&per_page=1&page=2')).json();
    expect(page.videos).toHaveLength(1);
    expect(page.video_count).toBeGreaterThanOrEqual(2);
    expect((await queue('spanish')).statusCode).toBe(422);
    const newsRoom = await cookieFor(t, 'news_room');
    const refused = await t.app.inject({
      method: 'GET',
      url: `${QUEUE}?locale=fr`,
      headers: { cookie: newsRoom },
    });
    expect(refused.statusCode).toBe(403);
  });
});
