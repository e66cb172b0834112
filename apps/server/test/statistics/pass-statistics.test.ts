import { PASS_GRANULARITIES, type TPassStatistics } from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminTerritories,
  companies,
  countries,
  plans,
  purchases,
  users,
  videoDownloads,
  videoProjects,
} from '../../src/db/schema';
import { seedManyDownloads } from '../../src/seed/statistics';
import { createAdmin, createCustomer, signedInApp, signIn } from '../support';

const PASS = '/api/admin/statistics/pass';
const t = signedInApp('client_desk');
let videoId = 0;
let germanId = 0;
let frenchId = 0;
let anna = 0;
let pierre = 0;
let companyId = 0;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The same figures straight from the raw rows: what the rollups must always equal. */
async function raw(granularity: string, zone: string, from: string, to: string) {
  return rowsOf<{ period: string; kind: string; currency: string; n: number; amount: number }>(
    await t.db.execute(sql`
      WITH events AS (
        SELECT 'download' AS kind, downloaded_at AS at, currency, price FROM video_downloads
        UNION ALL
        SELECT 'purchase', purchased_at, currency, price FROM purchases WHERE refunded_at IS NULL)
      SELECT to_char(date_trunc(${granularity}, at AT TIME ZONE ${zone}), 'YYYY-MM-DD') AS period,
        kind, currency, count(*)::int AS n, sum(price)::float8 AS amount
      FROM events
      WHERE at >= (${from}::date)::timestamp AT TIME ZONE ${zone}
        AND at < (${to}::date + 1)::timestamp AT TIME ZONE ${zone}
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
  );
}

/** The API's series flattened to the raw query's shape (empty periods left out). */
function flatten(statistics: TPassStatistics) {
  const lines: { period: string; kind: string; currency: string; n: number; amount: number }[] = [];
  for (const entry of statistics.series) {
    for (const money of entry.revenue) {
      // Revenue is per currency for both kinds together; counts are compared separately below.
      lines.push({
        period: entry.period,
        kind: 'all',
        currency: money.currency,
        n: 0,
        amount: money.amount,
      });
    }
  }
  return lines;
}

async function get(query: Record<string, string>, as = t.cookie) {
  return t.app.inject({ url: PASS, query, headers: { cookie: as } });
}

/** Downloads and purchases per customer (key '' for guests) from the raw rows. */
async function rawByCustomer(zone: string, from: string, to: string) {
  const rows = rowsOf<{ key: string; downloads: number; purchases: number }>(
    await t.db.execute(sql`
      WITH events AS (
        SELECT 'download' AS kind, downloaded_at AS at, coalesce(customer_id::text, '') AS key
        FROM video_downloads
        UNION ALL
        SELECT 'purchase', purchased_at, coalesce(user_id::text, '') FROM purchases
        WHERE refunded_at IS NULL)
      SELECT key, count(*) FILTER (WHERE kind = 'download')::int AS downloads,
        count(*) FILTER (WHERE kind = 'purchase')::int AS purchases
      FROM events
      WHERE at >= (${from}::date)::timestamp AT TIME ZONE ${zone}
        AND at < (${to}::date + 1)::timestamp AT TIME ZONE ${zone}
      GROUP BY 1`),
  );
  return new Map(rows.map((row) => [row.key, [row.downloads, row.purchases]]));
}

const FACT_KEYS = {
  customer: sql`coalesce(customer_id::text, '')`,
  country: sql`country_id::text`,
  video: sql`coalesce(video_id::text, '')`,
  plan_type: sql`plan_type`,
};

/**
 * Every breakdown's top 20 straight from the facts (one row per download and counted purchase,
 * with the country and plan it had then): keys in order, counts and revenue per currency.
 */
async function expectBreakdownsEqualFacts(from: string, to: string, zone: string) {
  for (const [by, key] of Object.entries(FACT_KEYS)) {
    const rows = rowsOf<{ key: string; d: number; p: number; revenue: string }>(
      await t.db.execute(sql`
        WITH f AS (
          SELECT ${key} AS key, kind, currency, amount FROM pass_statistics_facts
          WHERE at >= (${from}::date)::timestamp AT TIME ZONE ${zone}
            AND at < (${to}::date + 1)::timestamp AT TIME ZONE ${zone}),
        money AS (SELECT key, currency, sum(amount) AS amount FROM f GROUP BY 1, 2)
        SELECT f.key, count(*) FILTER (WHERE kind = 'download')::int AS d,
          count(*) FILTER (WHERE kind = 'purchase')::int AS p,
          (SELECT string_agg(currency || ' ' || round(amount, 2)::float8, ', ' ORDER BY currency)
            FROM money m WHERE m.key = f.key) AS revenue
        FROM f GROUP BY f.key ORDER BY count(*) DESC, f.key LIMIT 20`),
    );
    const shown = (await get({ from, to, time_zone: zone, by })).json() as TPassStatistics;
    expect(
      shown.rows.map((row) => [
        row.key,
        row.downloads,
        row.purchases,
        row.revenue.map((m) => `${m.currency} ${m.amount}`).join(', '),
      ]),
      `${by} ${from}..${to} ${zone}`,
    ).toEqual(rows.map((row) => [row.key, row.d, row.p, row.revenue]));
  }
}

async function expectRollupsEqualRaw(from: string, to: string, zone: string) {
  await expectBreakdownsEqualFacts(from, to, zone);
  // The breakdown reads months, days and half hours (pass-levels.ts): each row as the raw rows.
  const byCustomer = (await get({ from, to, time_zone: zone, by: 'customer' })).json();
  const expectedRows = await rawByCustomer(zone, from, to);
  for (const row of (byCustomer as TPassStatistics).rows) {
    expect([row.key, row.downloads, row.purchases]).toEqual([
      row.key,
      ...(expectedRows.get(row.key) ?? [0, 0]),
    ]);
  }
  expect((byCustomer as TPassStatistics).rows.length).toBe(Math.min(20, expectedRows.size));
  for (const granularity of PASS_GRANULARITIES) {
    const response = await get({ from, to, granularity, time_zone: zone });
    expect(response.statusCode).toBe(200);
    const statistics = response.json() as TPassStatistics;
    const expected = await raw(granularity, zone, from, to);
    for (const entry of statistics.series) {
      const mine = expected.filter((row) => row.period === entry.period);
      const count = (kind: string) =>
        mine.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.n, 0);
      expect([entry.period, entry.downloads, entry.purchases]).toEqual([
        entry.period,
        count('download'),
        count('purchase'),
      ]);
    }
    const expectedRevenue = new Map<string, number>();
    for (const row of expected) {
      const key = `${row.period} ${row.currency}`;
      expectedRevenue.set(
        key,
        Math.round(((expectedRevenue.get(key) ?? 0) + row.amount) * 100) / 100,
      );
    }
    const mineRevenue = new Map(
      flatten(statistics).map((l) => [`${l.period} ${l.currency}`, l.amount]),
    );
    expect(mineRevenue).toEqual(expectedRevenue);
  }
}

beforeAll(async () => {
  const [germany] = await t.db.select().from(countries).where(eq(countries.code, 'DE'));
  const [france] = await t.db.select().from(countries).where(eq(countries.code, 'FR'));
  germanId = germany?.id ?? 0;
  frenchId = france?.id ?? 0;
  const [company] = await t.db.insert(companies).values({ name: 'Stats Media' }).returning();
  companyId = company?.id ?? 0;
  await t.db.insert(plans).values({
    companyId,
    planType: 'monthly',
    startsOn: '2026-01-01',
    endsOn: '2026-12-31',
    price: 490,
    currency: 'EUR',
  });
  anna = (await createCustomer(t.db)).id;
  pierre = (await createCustomer(t.db)).id;
  await t.db.update(users).set({ countryId: germanId, companyId }).where(eq(users.id, anna));
  await t.db.update(users).set({ countryId: frenchId }).where(eq(users.id, pierre));
  const [video] = await t.db
    .insert(videoProjects)
    .values({ externalName: `STATS-${Date.now()}`, locale: 'en', title: 'Harbour at dawn' })
    .returning();
  videoId = video?.id ?? 0;
});

const download = (customerId: number | null, at: string, price: number, currency = 'RUB') => ({
  videoId,
  customerId,
  customerName: 'Buyer',
  customerEmail: 'buyer@example.test',
  downloadedAt: new Date(at),
  fileName: 'clip.mp4',
  quality: '1080p',
  format: 'mp4',
  price,
  currency,
});

describe('pass statistics rollups', () => {
  it('equal the raw rows after inserts, for every granularity, across a daylight-saving change', async () => {
    await t.db.insert(videoDownloads).values([
      // Berlin moves to summer time at 01:00 UTC on 29 March 2026.
      download(anna, '2026-03-28T23:30:00Z', 100), // 00:30 CET on the 29th
      download(anna, '2026-03-29T21:59:00Z', 50), // 23:59 CEST on the 29th
      download(pierre, '2026-03-29T22:30:00Z', 10, 'EUR'), // 00:30 CEST on the 30th
      download(null, '2026-04-15T12:00:00Z', 7.5),
    ]);
    await t.db.insert(purchases).values([
      {
        companyId,
        userId: anna,
        itemType: 'video',
        itemId: videoId,
        itemTitle: 'Harbour at dawn',
        price: 200,
        currency: 'EUR',
        purchasedAt: new Date('2026-03-30T08:00:00Z'),
        invoiceNumber: `INV-S-${Date.now()}-1`,
      },
      {
        companyId,
        userId: anna,
        itemType: 'live_event',
        itemId: null,
        itemTitle: 'Summit',
        price: 150,
        currency: 'EUR',
        purchasedAt: new Date('2026-05-02T08:00:00Z'),
        invoiceNumber: `INV-S-${Date.now()}-2`,
      },
    ]);
    const berlin = (
      await get({ from: '2026-03-29', to: '2026-03-30', time_zone: 'Europe/Berlin' })
    ).json();
    expect(
      berlin.series.map((s: { period: string; downloads: number }) => [s.period, s.downloads]),
    ).toEqual([
      ['2026-03-29', 2],
      ['2026-03-30', 1],
    ]);
    const utc = (await get({ from: '2026-03-29', to: '2026-03-30' })).json();
    // In UTC the first one falls on the 28th and the last on the 29th.
    expect(utc.series.map((s: { downloads: number }) => s.downloads)).toEqual([2, 0]);
    await expectRollupsEqualRaw('2026-01-01', '2026-12-31', 'Europe/Berlin');
    await expectRollupsEqualRaw('2026-03-01', '2026-05-31', 'America/New_York');
    // Edges inside months and days: a few whole months, days either side, half hours at the ends.
    await expectRollupsEqualRaw('2026-03-29', '2026-05-02', 'Europe/Berlin');
    await expectRollupsEqualRaw('2026-03-15', '2026-04-15', 'Asia/Kolkata');
  });

  it('cut days at half-hour offsets (Asia/Kolkata, +5:30)', async () => {
    await t.db.insert(videoDownloads).values([
      download(pierre, '2026-08-09T18:29:00Z', 5, 'EUR'), // 23:59 on the 9th in Kolkata
      download(pierre, '2026-08-09T18:31:00Z', 6, 'EUR'), // 00:01 on the 10th
    ]);
    const kolkata = (
      await get({ from: '2026-08-09', to: '2026-08-10', time_zone: 'Asia/Kolkata' })
    ).json() as TPassStatistics;
    expect(kolkata.series.map((s) => [s.period, s.downloads])).toEqual([
      ['2026-08-09', 1],
      ['2026-08-10', 1],
    ]);
    await expectRollupsEqualRaw('2026-08-01', '2026-08-31', 'Asia/Kolkata');
    await t.db.delete(videoDownloads).where(eq(videoDownloads.price, 5));
    await t.db.delete(videoDownloads).where(eq(videoDownloads.price, 6));
    await expectRollupsEqualRaw('2026-08-01', '2026-08-31', 'Asia/Kolkata');
  });

  it('keeps revenue per currency and breaks down by customer, country, video and plan type', async () => {
    const query = { from: '2026-01-01', to: '2026-12-31', time_zone: 'UTC' };
    const byCustomer = (await get({ ...query, by: 'customer' })).json() as TPassStatistics;
    expect(byCustomer.currencies).toEqual(['EUR', 'RUB']);
    const annaRow = byCustomer.rows.find((row) => row.key === String(anna));
    expect(annaRow).toMatchObject({
      downloads: 2,
      purchases: 2,
      revenue: [
        { currency: 'EUR', amount: 350 },
        { currency: 'RUB', amount: 150 },
      ],
    });
    expect(byCustomer.rows[0]?.key).toBe(String(anna));
    const byCountry = (await get({ ...query, by: 'country' })).json() as TPassStatistics;
    expect(byCountry.rows.find((row) => row.key === String(frenchId))?.label).toBe('France');
    const byPlan = (await get({ ...query, by: 'plan_type' })).json() as TPassStatistics;
    expect(byPlan.rows.find((row) => row.key === 'monthly')).toMatchObject({
      downloads: 2,
      purchases: 2,
    });
    const byVideo = (await get({ ...query, by: 'video' })).json() as TPassStatistics;
    expect(byVideo.rows.find((row) => row.key === String(videoId))).toMatchObject({
      downloads: 4,
      purchases: 1,
    });
  });

  it('follow refunds, changes and deletions', async () => {
    await t.db
      .update(purchases)
      .set({ refundedAt: new Date('2026-06-01T00:00:00Z') })
      .where(eq(purchases.itemType, 'live_event'));
    await t.db
      .update(videoDownloads)
      .set({ price: 60, downloadedAt: new Date('2026-04-01T10:00:00Z') })
      .where(eq(videoDownloads.price, 50));
    await t.db.delete(videoDownloads).where(eq(videoDownloads.customerId, pierre));
    await expectRollupsEqualRaw('2026-01-01', '2026-12-31', 'Europe/Berlin');
    // Taking the refund back counts the purchase again.
    await t.db
      .update(purchases)
      .set({ refundedAt: null })
      .where(eq(purchases.itemType, 'live_event'));
    await expectRollupsEqualRaw('2026-01-01', '2026-12-31', 'UTC');
    // Every level, and rows that fell to zero are gone rather than kept.
    const rollupRows = rowsOf<{ n: number }>(
      await t.db.execute(sql`
        SELECT (SELECT count(*) FROM pass_statistics_rollups WHERE count = 0)
          + (SELECT count(*) FROM pass_statistics_daily WHERE count = 0)
          + (SELECT count(*) FROM pass_statistics_monthly WHERE count = 0)
          + (SELECT count(*) FROM pass_statistics_spans WHERE count = 0)
          + (SELECT count(*) FROM pass_statistics_zone_daily WHERE count = 0) AS n`),
    );
    expect(Number(rollupRows[0]?.n)).toBe(0);
    const levels = rowsOf<{ fine: number; daily: number; monthly: number }>(
      await t.db.execute(sql`
        SELECT (SELECT sum(count) FROM pass_statistics_rollups WHERE dimension = 'all')::int AS fine,
          (SELECT sum(count) FROM pass_statistics_daily WHERE dimension = 'all')::int AS daily,
          (SELECT sum(count) FROM pass_statistics_monthly WHERE dimension = 'all')::int AS monthly`),
    );
    expect(levels[0]?.daily).toBe(levels[0]?.fine);
    expect(levels[0]?.monthly).toBe(levels[0]?.fine);
  });

  it('shows a territorial manager only their territories’ customers', async () => {
    const manager = await createAdmin(t.db, { group: 'territorial_manager' });
    await t.db.insert(adminTerritories).values({ adminId: manager.id, countryId: frenchId });
    const own = await signIn(t.app, manager);
    await t.db.insert(videoDownloads).values(download(pierre, '2026-07-01T10:00:00Z', 30, 'EUR'));
    const seen = (await get({ from: '2026-01-01', to: '2026-12-31', by: 'customer' }, own)).json();
    expect(seen.scope).toBe('territories');
    expect(seen.rows.map((row: { key: string }) => row.key)).toEqual([String(pierre)]);
    expect(seen.totals).toMatchObject({ downloads: 1, purchases: 0 });
    // Days cut by the zone and the breakdown by video come from the facts of their countries.
    const berlin = (
      await get(
        { from: '2026-06-30', to: '2026-07-02', time_zone: 'Europe/Berlin', by: 'video' },
        own,
      )
    ).json() as TPassStatistics;
    expect(berlin.series.map((s) => s.downloads)).toEqual([0, 1, 0]);
    expect(berlin.rows.map((row) => [row.key, row.downloads])).toEqual([[String(videoId), 1]]);
  });

  it('refuses bad ranges and zones with 422', async () => {
    const bad = async (query: Record<string, string>, field: string) => {
      const response = await get(query);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].field).toContain(field);
    };
    await bad({ from: '2026-05-01', to: '2026-04-30' }, 'to');
    await bad({ from: '2020-01-01', to: '2025-01-01' }, 'to');
    await bad({ from: '2026-01-01', to: '2026-02-01', time_zone: 'Mars/Olympus' }, 'time_zone');
    // Kept by the half hour: Kathmandu's +5:45 cannot be cut (Kolkata's +5:30 can).
    await bad({ from: '2026-01-01', to: '2026-02-01', time_zone: 'Asia/Kathmandu' }, 'time_zone');
    await bad({ from: '2026-13-01', to: '2026-12-01' }, 'from');
    const fine = await get({ from: '2021-01-01', to: '2025-12-31', granularity: 'month' });
    expect(fine.statusCode).toBe(200);
  });

  it('exports exactly the table as CSV', async () => {
    const query = { from: '2026-01-01', to: '2026-12-31', by: 'customer' };
    const shown = (await get(query)).json() as TPassStatistics;
    const csv = await t.app.inject({ url: `${PASS}.csv`, query, headers: { cookie: t.cookie } });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Customer,Downloads,Purchases,Revenue EUR,Revenue RUB');
    expect(lines).toHaveLength(shown.rows.length + 1);
  });

  it('are rebuilt set-wise (the volume seed) exactly as the triggers keep them', async () => {
    const tables = [
      'pass_statistics_rollups',
      'pass_statistics_daily',
      'pass_statistics_monthly',
      'pass_statistics_spans',
      'pass_statistics_zone_daily',
    ];
    for (const table of tables) {
      await t.db.execute(sql.raw(`CREATE TEMP TABLE kept_${table} AS TABLE ${table}`));
    }
    await t.db.execute(
      sql`SELECT pass_statistics_rebuild(min(at), max(at)) FROM pass_statistics_facts`,
    );
    for (const table of tables) {
      const [difference] = rowsOf<{ n: number }>(
        await t.db.execute(
          sql.raw(`SELECT count(*)::int AS n FROM ((TABLE ${table} EXCEPT ALL TABLE kept_${table})
            UNION ALL (TABLE kept_${table} EXCEPT ALL TABLE ${table})) x`),
        ),
      );
      const [rows] = rowsOf<{ n: number }>(
        await t.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)),
      );
      expect([table, difference?.n, (rows?.n ?? 0) > 0]).toEqual([table, 0, true]);
    }
  });

  it('stay equal to the raw rows after a set-based volume insert (npm run seed -- --downloads)', async () => {
    await seedManyDownloads(t.db, 3000);
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);
    await expectRollupsEqualRaw(yearAgo, today, 'Europe/Moscow');
  });
});
