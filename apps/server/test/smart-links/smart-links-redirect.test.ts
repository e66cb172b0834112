import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFor, createTestApp, signedInApp, type TTestApp } from '../support';
import { createEvent, linkOf, SMART_LINKS, visit } from './helpers';

const SITE = 'https://news.example.org';

const t = signedInApp('super_admin', {
  PUBLIC_SITE_URL: SITE,
  SMART_LINK_CLICKS_PER_IP: '1000',
});

async function detail(id: number) {
  const response = await t.send('GET', `${SMART_LINKS}/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('one stable link per event', () => {
  it('gives each event one short code that stays the same', async () => {
    const { slug } = await createEvent(t, t.cookie, { title: 'Stable link', languages: ['en'] });
    const first = await linkOf(t, t.cookie, slug);
    expect(first.code).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(first.url).toMatch(new RegExp(`/l/${first.code}$`));
    expect(first.clicks).toBe(0);
    expect((await linkOf(t, t.cookie, slug)).code).toBe(first.code);
    const other = await createEvent(t, t.cookie, { title: 'Another link' });
    expect((await linkOf(t, t.cookie, other.slug)).code).not.toBe(first.code);
  });
});

describe('GET /l/:code', () => {
  it('sends upcoming and live events to the event page and ended ones to the replay', async () => {
    const cases = [
      ['new', ''],
      ['going_live', ''],
      ['live', ''],
      ['failed', ''],
      ['ended', '/replay'],
    ] as const;
    for (const [status, suffix] of cases) {
      const { slug } = await createEvent(
        t,
        t.cookie,
        { title: `Status ${status}`, languages: ['en', 'fr'] },
        status,
      );
      const link = await linkOf(t, t.cookie, slug);
      const response = await visit(t, link.code);
      expect(response.statusCode, status).toBe(302);
      expect(response.headers.location, status).toBe(`${SITE}/en/live/${slug}${suffix}`);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('follows the event: once it ends, the same link goes to the replay', async () => {
    const { slug } = await createEvent(
      t,
      t.cookie,
      { title: 'Ends later', languages: ['en'] },
      'live',
    );
    const link = await linkOf(t, t.cookie, slug);
    expect((await visit(t, link.code)).headers.location).toBe(`${SITE}/en/live/${slug}`);
    await t.send('PATCH', `/api/admin/content/live/events/${slug}/status`, { status: 'ended' });
    expect((await visit(t, link.code)).headers.location).toBe(`${SITE}/en/live/${slug}/replay`);
  });

  it('picks the locale from ?locale=, then Accept-Language, then the main language', async () => {
    const { slug } = await createEvent(t, t.cookie, {
      title: 'Locales',
      languages: ['ru', 'en', 'fr'],
    });
    const { code } = await linkOf(t, t.cookie, slug);
    const localeOf = async (options: Parameters<typeof visit>[2]) => {
      const location = (await visit(t, code, options)).headers.location as string;
      return location.replace(`${SITE}/`, '').split('/')[0];
    };
    expect(await localeOf({ query: { locale: 'fr' } })).toBe('fr');
    expect(await localeOf({ query: { locale: 'FR-ca' } })).toBe('fr');
    // A locale the event lacks falls through to the browser's languages.
    expect(
      await localeOf({ query: { locale: 'de' }, headers: { 'accept-language': 'en-GB' } }),
    ).toBe('en');
    expect(await localeOf({ headers: { 'accept-language': 'de-DE,de;q=0.9,fr;q=0.8' } })).toBe(
      'fr',
    );
    expect(await localeOf({ headers: { 'accept-language': 'fr;q=0.5, en;q=0.9' } })).toBe('en');
    expect(await localeOf({ headers: { 'accept-language': 'en;q=0, fr;q=0.1' } })).toBe('fr');
    expect(await localeOf({ headers: { 'accept-language': 'ja, *' } })).toBe('ru');
    expect(await localeOf({})).toBe('ru');
    // Tracking parameters added by social networks do not break the link.
    expect(await localeOf({ query: { utm_source: 'x', fbclid: 'abc', locale: 'en' } })).toBe('en');
  });

  it('uses the default language for an event without languages', async () => {
    const { slug } = await createEvent(t, t.cookie, { title: 'No languages', languages: [] });
    const { code } = await linkOf(t, t.cookie, slug);
    const response = await visit(t, code, { headers: { 'accept-language': 'fr' } });
    expect(response.headers.location).toBe(`${SITE}/en/live/${slug}`);
  });

  it('answers an unknown or malformed code with a 404 page', async () => {
    for (const code of ['zzzzzzzz', 'no-such_code!', 'a'.repeat(60)]) {
      const response = await visit(t, encodeURIComponent(code));
      expect(response.statusCode, code).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('Link not found');
      expect(response.body).toContain(SITE);
    }
  });

  it('needs no session and ignores one', async () => {
    const { slug } = await createEvent(t, t.cookie, { title: 'Public', languages: ['en'] });
    const { code } = await linkOf(t, t.cookie, slug);
    expect((await visit(t, code)).statusCode).toBe(302);
    expect((await visit(t, code, { headers: { cookie: t.cookie } })).statusCode).toBe(302);
  });
});

describe('click counting', () => {
  it('counts every one of many concurrent hits, per locale too', async () => {
    const { slug } = await createEvent(t, t.cookie, { title: 'Busy', languages: ['en', 'fr'] });
    const link = await linkOf(t, t.cookie, slug);
    const hits = Array.from({ length: 60 }, (_, i) =>
      visit(t, link.code, i % 3 === 0 ? { query: { locale: 'fr' } } : {}),
    );
    const responses = await Promise.all(hits);
    expect(responses.every((r) => r.statusCode === 302)).toBe(true);
    const read = await detail(link.id);
    expect(read.clicks).toBe(60);
    expect(read.last_clicked_at).not.toBeNull();
    expect(read.main_locale).toBe('en');
    expect(read.locales).toEqual([
      { locale: 'en', clicks: 40, target_url: `${SITE}/en/live/${slug}` },
      { locale: 'fr', clicks: 20, target_url: `${SITE}/fr/live/${slug}` },
    ]);
    expect((await linkOf(t, t.cookie, slug)).clicks).toBe(60);
  });

  it('does not count link previews, crawlers or HEAD requests, but still redirects them', async () => {
    const { slug } = await createEvent(t, t.cookie, { title: 'Previewed', languages: ['en'] });
    const link = await linkOf(t, t.cookie, slug);
    for (const agent of ['facebookexternalhit/1.1', 'Twitterbot/1.0', 'Googlebot/2.1']) {
      const response = await visit(t, link.code, { headers: { 'user-agent': agent } });
      expect(response.statusCode).toBe(302);
    }
    const head = await t.app.inject({ method: 'HEAD', url: `/l/${link.code}` });
    expect(head.statusCode).toBe(302);
    await visit(t, link.code, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } });
    expect((await detail(link.id)).clicks).toBe(1);
  });

  it('keeps a locale counted before the event dropped it', async () => {
    const { slug } = await createEvent(t, t.cookie, { title: 'Dropped', languages: ['en', 'de'] });
    const link = await linkOf(t, t.cookie, slug);
    await visit(t, link.code, { query: { locale: 'de' } });
    const event = await t.send('GET', `/api/admin/content/live/events/${slug}`);
    const changed = await t.send('PATCH', `/api/admin/content/live/events/${slug}`, {
      event: { languages: ['en'], version: event.json().version },
    });
    expect(changed.statusCode).toBe(200);
    expect((await detail(link.id)).locales).toEqual([
      { locale: 'en', clicks: 0, target_url: `${SITE}/en/live/${slug}` },
      { locale: 'de', clicks: 1, target_url: null },
    ]);
  });
});

describe('per-address limit', () => {
  let limited: TTestApp;
  beforeAll(async () => {
    limited = await createTestApp({ SMART_LINK_CLICKS_PER_IP: '3' });
  });
  afterAll(() => limited.close());

  it('stops counting one address past the limit but keeps sending it on', async () => {
    const admin = await cookieFor(limited, 'super_admin');
    const { slug } = await createEvent(limited, admin, { title: 'Flooded', languages: ['en'] });
    const link = await linkOf(limited, admin, slug);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => visit(limited, link.code)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(302));
    expect(responses[9]?.headers.location).toBe(`https://www.newsroom.test/en/live/${slug}`);
    expect((await linkOf(limited, admin, slug)).clicks).toBe(3);
    limited.clock.advance(limited.config.RATE_LIMIT_WINDOW_SECONDS * 1000 + 1000);
    await visit(limited, link.code);
    expect((await linkOf(limited, admin, slug)).clicks).toBe(4);
  });
});
