import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  audienceHourly,
  generalSettings,
  videoDownloads,
  videoProjects,
} from '../../src/db/schema';
import { REDASH_API_KEY_COLUMN } from '../../src/services/settings';
import { cookieFor, createCustomer, signedInApp } from '../support';

const DASHBOARD = '/api/admin/statistics/dashboard';
const NOW = new Date('2026-06-10T12:30:00Z');
const t = signedInApp('new_output');

beforeAll(async () => {
  t.clock.set(NOW);
  const [video] = await t.db
    .insert(videoProjects)
    .values({ externalName: `DASH-${Date.now()}`, locale: 'en', title: 'Dashboard clip' })
    .returning();
  const customer = await createCustomer(t.db);
  const at = (hoursAgo: number) => new Date(NOW.getTime() - hoursAgo * 3_600_000);
  await t.db.insert(videoDownloads).values(
    [1, 2, 30, 24 * 40].map((hoursAgo) => ({
      videoId: video?.id ?? 0,
      customerId: customer.id,
      customerName: 'Buyer',
      customerEmail: 'buyer@example.test',
      downloadedAt: at(hoursAgo),
      fileName: 'clip.mp4',
      quality: '4K',
      format: 'mp4',
      price: 25,
      currency: 'RUB',
    })),
  );
  await t.db.insert(audienceHourly).values([
    { hour: new Date('2026-06-10T11:00:00Z'), videoViews: 500, liveViewersPeak: 40 },
    { hour: new Date('2026-06-10T10:00:00Z'), videoViews: 300, liveViewersPeak: 90 },
    { hour: new Date('2026-06-01T10:00:00Z'), videoViews: 1000, liveViewersPeak: 10 },
  ]);
});

const get = (period: string) =>
  t.app.inject({ url: DASHBOARD, query: { period }, headers: { cookie: t.cookie } });

describe('dashboard reports', () => {
  it('computes the built-in figures of each period from the rollups and the audience', async () => {
    const day = (await get('24h')).json();
    expect(day).toMatchObject({ source: 'builtin', bucket: 'hour' });
    expect(day.series).toHaveLength(24);
    expect(day.totals).toMatchObject({
      views: 800,
      downloads: 2,
      purchases: 0,
      live_viewers: 90,
      revenue: [{ currency: 'RUB', amount: 50 }],
    });
    const week = (await get('7d')).json();
    expect(week.bucket).toBe('day');
    expect(week.totals).toMatchObject({ downloads: 3, views: 800 });
    const year = (await get('1y')).json();
    expect(year.bucket).toBe('week');
    expect(year.totals).toMatchObject({ downloads: 4, views: 1800, new_customers: 0 });
    for (const period of ['30d', '90d']) expect((await get(period)).statusCode).toBe(200);
    expect((await get('2y')).statusCode).toBe(422);
  });

  it('embeds the configured Redash report with its key when Redash is the source', async () => {
    await t.db
      .update(generalSettings)
      .set({
        statisticsSource: 'redash',
        redashUrl: 'https://redash.example.com/embed/query/7/visualization/9',
        redashApiKey: t.app.secrets.seal('query-key-123', REDASH_API_KEY_COLUMN),
      })
      .where(eq(generalSettings.id, 1));
    const report = (await get('30d')).json();
    expect(report.source).toBe('redash');
    const url = new URL(report.embed_url);
    expect(url.origin + url.pathname).toBe(
      'https://redash.example.com/embed/query/7/visualization/9',
    );
    expect(url.searchParams.get('p_period')).toBe('30d');
    expect(url.searchParams.get('api_key')).toBe('query-key-123');
  });

  it('is for the Statistics groups only', async () => {
    const other = await cookieFor(t, 'translator');
    const response = await t.app.inject({ url: DASHBOARD, headers: { cookie: other } });
    expect(response.statusCode).toBe(403);
  });
});
