import type { TPublicAds } from '@newsroom/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cookieFor, createTestApp, type TTestApp } from '../support';
import {
  adsApi,
  at,
  createAlert,
  createBanner,
  hours,
  multipart,
  picture,
  type TAdsApi,
  uploadBannerImage,
} from './helpers';

let t: TTestApp;
let cookie: string;
let api: TAdsApi;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2030-05-01T12:00:00Z'));
});
// The clock moves by hours in these tests, past the session's idle timeout.
beforeEach(async () => {
  cookie = await cookieFor(t, 'output_editor');
  api = adsApi(t, cookie);
});
afterAll(() => t.close());

const feed = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/public/ads?${query}`, headers });
const minutes = (n: number) => n * 60_000;

async function bannerWithImage(fields: Parameters<typeof createBanner>[1]) {
  const banner = await createBanner(api, fields);
  const image = multipart(await picture(600, 200, 'png'), 'b.png', 'image/png');
  expect((await uploadBannerImage(t, cookie, banner.id, image)).statusCode).toBe(200);
  return banner;
}

describe('GET /api/public/ads', () => {
  it('answers only what is live now, without a session, following the clock', async () => {
    const live = await bannerWithImage({ title: 'Live now', locale: 'de' });
    const soon = await bannerWithImage({
      title: 'From noon thirty',
      locale: 'de',
      starts_at: at(t, minutes(30)),
      ends_at: at(t, hours(2)),
    });
    await bannerWithImage({ title: 'Switched off', locale: 'de', active: false });
    await bannerWithImage({
      title: 'Yesterday',
      locale: 'de',
      starts_at: at(t, -hours(30)),
      ends_at: at(t, -hours(24)),
    });
    await createBanner(api, { title: 'No image yet', locale: 'de' });
    await createAlert(api, { locale: 'de', text: 'Eilmeldung', starts_at: at(t, -minutes(5)) });
    await createAlert(api, {
      locale: 'de',
      type: 'maintenance',
      text: 'Wartung',
      starts_at: at(t, hours(1)),
      dismissible: false,
    });

    const now = await feed('locale=de');
    expect(now.statusCode).toBe(200);
    const body = now.json() as TPublicAds;
    expect(body.banners.map((banner) => banner.title)).toEqual(['Live now']);
    expect(body.banners[0]).toMatchObject({
      id: live.id,
      placement: 'sidebar',
      position: 1,
      image_width: 600,
      image_height: 200,
      alt_text: 'Live now banner',
    });
    expect(body.banners[0]?.image_url).toMatch(
      /^http:\/\/localhost(:\d+)?\/media\/banners\/.+\.webp$/,
    );
    expect(body.banners[0]?.click_url).toMatch(
      new RegExp(`/api/public/ads/banners/${live.id}/click$`),
    );
    expect(body.alerts.map((alert) => alert.text)).toEqual(['Eilmeldung']);
    // The feed may be reused until the next scheduled change, here at most its minute.
    expect(now.headers['cache-control']).toBe('public, max-age=60');
    expect(now.headers['access-control-allow-origin']).toBe('*');
    expect(now.headers['set-cookie']).toBeUndefined();

    t.clock.advance(minutes(29) + 30_000);
    const justBefore = await feed('locale=de');
    expect(justBefore.headers['cache-control']).toBe('public, max-age=30');
    expect(justBefore.json().banners).toHaveLength(1);

    t.clock.advance(minutes(1));
    const after = (await feed('locale=de')).json() as TPublicAds;
    expect(after.banners.map((banner) => banner.title)).toEqual(['Live now', 'From noon thirty']);
    t.clock.advance(minutes(30));
    expect((await feed('locale=de')).json().alerts.map((a: { text: string }) => a.text)).toEqual([
      'Eilmeldung',
      'Wartung',
    ]);
    t.clock.advance(hours(1));
    const later = (await feed('locale=de')).json() as TPublicAds;
    expect(later.banners.map((banner) => banner.id)).toEqual([live.id]);
    expect(later.banners.map((banner) => banner.id)).not.toContain(soon.id);
  });

  it('filters by placement, keeps the order and answers 304 to a matching ETag', async () => {
    const first = await bannerWithImage({ title: 'Top one', locale: 'fr', placement: 'home_top' });
    const second = await bannerWithImage({ title: 'Top two', locale: 'fr', placement: 'home_top' });
    await bannerWithImage({ title: 'Side', locale: 'fr', placement: 'sidebar' });
    await api('PATCH', `/banners/${second.id}/positions`, { position: 1 });
    const top = await feed('locale=fr&placement=home_top');
    expect(top.json().banners.map((b: { id: number }) => b.id)).toEqual([second.id, first.id]);
    const etag = top.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await feed('locale=fr&placement=home_top', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    await api('PATCH', `/banners/${first.id}`, { banner: { title: 'Top one!', version: 1 } });
    const changed = await feed('locale=fr&placement=home_top', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('refuses an unknown locale or placement with 422', async () => {
    expect((await feed('locale=xx')).statusCode).toBe(422);
    expect((await feed('locale=en&placement=footer')).statusCode).toBe(422);
    expect((await feed('')).statusCode).toBe(422);
  });
});

describe('clicks and impressions', () => {
  it('counts a click on a live banner and redirects to its stored address only', async () => {
    const banner = await bannerWithImage({
      title: 'Click me',
      locale: 'es',
      target_url: 'https://shop.example.com/offer?utm=banner',
    });
    const click = () =>
      t.app.inject({
        url: `/api/public/ads/banners/${banner.id}/click?next=https://evil.example`,
        headers: { 'user-agent': 'Mozilla/5.0' },
      });
    const first = await click();
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('https://shop.example.com/offer?utm=banner');
    expect(first.headers['cache-control']).toBe('no-store');
    await click();
    await t.app.inject({
      url: `/api/public/ads/banners/${banner.id}/click`,
      headers: { 'user-agent': 'facebookexternalhit/1.1' },
    });
    await t.app.inject({ method: 'HEAD', url: `/api/public/ads/banners/${banner.id}/click` });
    const impression = await t.app.inject({
      url: `/api/public/ads/banners/${banner.id}/impression`,
    });
    expect(impression.statusCode).toBe(204);
    const counted = (await api('GET', `/banners/${banner.id}`)).json();
    expect(counted).toMatchObject({ clicks: 2, impressions: 1 });

    // Not live: still sent on, not counted.
    await api('PATCH', `/banners/${banner.id}`, { banner: { active: false, version: 1 } });
    expect((await click()).statusCode).toBe(302);
    expect((await api('GET', `/banners/${banner.id}`)).json().clicks).toBe(2);
    expect((await t.app.inject({ url: '/api/public/ads/banners/999999/click' })).statusCode).toBe(
      404,
    );
  });

  it('counts every one of many clicks made at the same moment', async () => {
    const banner = await bannerWithImage({ title: 'Busy', locale: 'it' });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ url: `/api/public/ads/banners/${banner.id}/click` }),
      ),
    );
    expect((await api('GET', `/banners/${banner.id}`)).json().clicks).toBe(20);
  });
});
