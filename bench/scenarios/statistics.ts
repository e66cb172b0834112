import { performance } from 'node:perf_hooks';
import type { TPassStatistics } from '@newsroom/contract';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { seedCustomers } from '../../apps/server/src/seed/customers';
import { seedManyDownloads } from '../../apps/server/src/seed/statistics';
import { seedVideos } from '../../apps/server/src/seed/videos';
import { countOf, withOwnDatabase } from '../support/bench-database';
import { load, loadEach, percentile, report } from '../support/load';

/** 10,000,000 (issue #15); BENCH_DOWNLOADS sets fewer where seeding them takes too long. */
const DOWNLOADS = Number(process.env.BENCH_DOWNLOADS ?? 10_000_000);
const CUSTOMERS = 2_000;
const VIDEOS = 20_000;
const CONNECTIONS = 10;
const SECONDS = 8;
const RAW_RUNS = 3;
const PASS = '/api/admin/statistics/pass';
const ADMIN = { email: 'bench-statistics@bench.test', password: 'bench-password-123' };

/** A year of whole days ending yesterday, in each zone: UTC, one with summer time, a half-hour one. */
const ZONES = ['UTC', 'Europe/Berlin', 'Asia/Kolkata'];
const day = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * About a thousand different years by day by customer in `zone`: 335 to 365 days long, ending
 * 1 to 31 days ago, in a shuffled order, so no two requests of a run ask the same.
 */
function distinctYears(zone: string) {
  const queries: Record<string, string>[] = [];
  for (let shift = 0; shift <= 30; shift++) {
    for (let shorter = 0; shorter <= 30; shorter++) {
      const from = day(-365 - shift + shorter);
      const to = day(-1 - shift);
      queries.push({ from, to, granularity: 'day', by: 'customer', time_zone: zone });
    }
  }
  // A fixed shuffle (Fisher-Yates over a linear congruential sequence): runs ask alike.
  let seed = 15;
  for (let i = queries.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [queries[i], queries[j]] = [
      queries[j] as (typeof queries)[number],
      queries[i] as (typeof queries)[number],
    ];
  }
  return queries;
}

/** The same answer straight from the raw rows (video_downloads and purchases): no rollups. */
function rawStatements(from: string, to: string, zone: string) {
  const events = `WITH events AS (
      SELECT 'download' AS kind, downloaded_at AS at, currency, price,
        coalesce(customer_id::text, '') AS key FROM video_downloads
      UNION ALL
      SELECT 'purchase', purchased_at, currency, price, coalesce(user_id::text, '')
      FROM purchases WHERE refunded_at IS NULL),
    ranged AS (SELECT * FROM events
      WHERE at >= ($1::date)::timestamp AT TIME ZONE $3
        AND at < ($2::date + 1)::timestamp AT TIME ZONE $3)`;
  const params = [from, to, zone];
  return [
    {
      text: `${events}
        SELECT to_char(date_trunc('day', at AT TIME ZONE $3), 'YYYY-MM-DD') AS period, kind,
          currency, count(*)::int AS n, sum(price)::float8 AS amount
        FROM ranged GROUP BY 1, 2, 3`,
      params,
    },
    {
      text: `${events},
        agg AS (SELECT key, kind, currency, count(*)::int AS n, sum(price)::float8 AS amount
          FROM ranged GROUP BY 1, 2, 3),
        top AS (SELECT key FROM agg GROUP BY key ORDER BY sum(n) DESC, key LIMIT 20)
        SELECT agg.* FROM agg JOIN top USING (key)`,
      params,
    },
  ];
}

type TRawRow = { period?: string; key?: string; kind: string; n: number };

/** Runs the raw aggregation `RAW_RUNS` times on one connection: it takes seconds each. */
async function rawAggregation(pool: pg.Pool, from: string, to: string, zone: string) {
  const client = await pool.connect();
  const times: number[] = [];
  let rows: TRawRow[][] = [];
  try {
    for (let run = 0; run < RAW_RUNS; run++) {
      const begin = performance.now();
      rows = [];
      for (const statement of rawStatements(from, to, zone)) {
        rows.push((await client.query(statement.text, statement.params)).rows as TRawRow[]);
      }
      times.push(performance.now() - begin);
    }
  } finally {
    client.release();
  }
  times.sort((a, b) => a - b);
  return { times, p50_ms: percentile(times, 50), max_ms: percentile(times, 100), rows };
}

/**
 * Downloads per day and the top customers' downloads, as the raw rows have them: '' when equal,
 * else the first difference.
 */
function difference(api: TPassStatistics, raw: TRawRow[][]) {
  const [series = [], top = []] = raw;
  const perDay = new Map<string, number>();
  // One raw row per currency: a day's downloads are their sum.
  const add = (map: Map<string, number>, key: string, n: number) =>
    map.set(key, (map.get(key) ?? 0) + n);
  for (const row of series) if (row.kind === 'download') add(perDay, row.period ?? '', row.n);
  for (const entry of api.series) {
    const expected = perDay.get(entry.period) ?? 0;
    if (entry.downloads !== expected) return `${entry.period}: ${entry.downloads} != ${expected}`;
  }
  const topDownloads = new Map<string, number>();
  for (const row of top) if (row.kind === 'download') add(topDownloads, row.key ?? '', row.n);
  for (const row of api.rows) {
    const expected = topDownloads.get(row.key) ?? 0;
    if (row.downloads !== expected) return `customer ${row.key}: ${row.downloads} != ${expected}`;
  }
  const keys = new Set(top.map((r) => r.key)).size;
  return api.rows.length === keys ? '' : `${api.rows.length} rows != ${keys}`;
}

async function seed(db: Parameters<typeof seedVideos>[0]) {
  const videos = await countOf(db, sql`SELECT count(*)::int AS n FROM video_projects`);
  if (videos < VIDEOS) await seedVideos(db, VIDEOS - videos);
  const customers = await countOf(
    db,
    sql`SELECT count(*)::int AS n FROM users WHERE user_role = 'customer'`,
  );
  if (customers < CUSTOMERS) await seedCustomers(db, CUSTOMERS - customers, 'bench');
  const downloads = await countOf(db, sql`SELECT count(*)::int AS n FROM video_downloads`);
  let seconds = 0;
  if (downloads < DOWNLOADS) {
    const started = performance.now();
    await seedManyDownloads(db, DOWNLOADS - downloads, (line) =>
      report({ scenario: 'statistics', figure: 'seeding', progress: line }),
    );
    seconds = Number(((performance.now() - started) / 1000).toFixed(1));
    for (const table of [
      'video_downloads',
      'pass_statistics_facts',
      'pass_statistics_rollups',
      'pass_statistics_daily',
      'pass_statistics_monthly',
      'pass_statistics_spans',
      'pass_statistics_zone_daily',
    ]) {
      await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
    }
  }
  return {
    downloads: Math.max(downloads, DOWNLOADS),
    seeded_downloads: Math.max(0, DOWNLOADS - downloads),
    downloads_seed_seconds: seconds,
  };
}

/**
 * Pass statistics over a year and 10,000,000 downloads on PostgreSQL (own database
 * `bench_stats`): the real API (its own process, signed in, 10 connections) asking for a year by
 * day broken down by customer, in three zones, next to the same aggregation over the raw rows in
 * the same run (one connection: it takes seconds). Target: API p95 at most 200 ms.
 */
export async function run() {
  await withOwnDatabase(
    { scenario: 'statistics', database: 'bench_stats', admin: ADMIN, connections: 2, seed },
    async ({ pool, url: serverUrl, headers }) => {
      const from = day(-365);
      const to = day(-1);
      for (const zone of ZONES) {
        const query = { from, to, granularity: 'day', by: 'customer', time_zone: zone };
        const url = `${serverUrl}${PASS}?${new URLSearchParams(query)}`;
        const common = { scenario: 'statistics', query: 'year_by_day_by_customer', zone, from, to };
        const answer = await fetch(url, { headers });
        if (!answer.ok) throw new Error(`${zone}: ${answer.status} ${await answer.text()}`);
        const api = (await answer.json()) as TPassStatistics;
        // Warm-up on other questions (by country), then the measured ones, each asked once.
        await load({
          url: url.replace('by=customer', 'by=country'),
          connections: CONNECTIONS,
          seconds: 2,
          headers,
        });
        const ours = await loadEach({
          urls: distinctYears(zone).map((q) => `${serverUrl}${PASS}?${new URLSearchParams(q)}`),
          connections: CONNECTIONS,
          seconds: SECONDS,
          headers,
        });
        const raw = await rawAggregation(pool, from, to, zone);
        report({
          ...common,
          figure: 'raw_sql',
          connections: 1,
          runs: RAW_RUNS,
          p50_ms: raw.p50_ms,
          max_ms: raw.max_ms,
        });
        report({
          ...common,
          figure: 'api_pass_statistics',
          connections: CONNECTIONS,
          queries: 'each a different range (335-365 days, ending 1-31 days ago), asked once',
          downloads: api.totals.downloads,
          ...ours,
          raw_vs_api_p50: Number((raw.p50_ms / Math.max(0.01, ours.p50_ms)).toFixed(1)),
          same_answer_as_raw: difference(api, raw.rows) || true,
          target: 'p95 <= 200 ms',
          // No answer within autocannon's 10 s is no figure at all, not a met target.
          meets_target: ours.requests > 0 && ours.p95_ms <= 200 && ours.errors === 0,
        });
      }
    },
  );
}
