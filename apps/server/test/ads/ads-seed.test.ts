import { AD_STATES, type TAlert, type TBanner } from '@newsroom/contract';
import { expect, it } from 'vitest';
import { seedAds } from '../../src/seed/ads';
import { LOCALE_CODES } from '../../src/seed/reference-data';
import { adsSession } from './helpers';

const { t, api } = adsSession();

it('gives every locale banners in every state and placement, and alerts of every type, once', async () => {
  await seedAds(t.db, t.app.storage, t.clock.now());
  await seedAds(t.db, t.app.storage, t.clock.now());
  for (const locale of LOCALE_CODES) {
    const banners = (await api('GET', `/banners?locale=${locale}`)).json().banners as TBanner[];
    expect(banners).toHaveLength(7);
    expect(new Set(banners.map((banner) => banner.state))).toEqual(new Set(AD_STATES));
    expect(new Set(banners.map((banner) => banner.placement)).size).toBe(4);
    expect(banners.every((banner) => banner.image !== null)).toBe(true);
    const alerts = (await api('GET', `/alerts?locale=${locale}`)).json().alerts as TAlert[];
    expect(alerts.map((alert) => alert.type).sort()).toEqual([
      'breaking',
      'info',
      'live',
      'maintenance',
    ]);
  }
  const feed = (await t.app.inject({ url: '/api/public/ads?locale=ar' })).json();
  expect(feed.banners.length).toBe(4);
  expect(feed.alerts.map((alert: TAlert) => alert.type)).toEqual(['breaking', 'live']);
  const image = await t.app.inject({ url: new URL(feed.banners[0].image_url).pathname });
  expect(image.statusCode).toBe(200);
});
