import type { TBuiltinDashboard, TDashboard, TMoneyAmount } from '@newsroom/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import type { TSecretBox } from '../../lib/secrets';
import { readRedashSource, redashEmbedUrl } from './redash-embed';

type TPeriod = TDashboard['period'];
type TBucket = TBuiltinDashboard['bucket'];

const HOUR_MS = 3_600_000;
const PERIODS: Record<TPeriod, { hours: number; bucket: TBucket; stepHours: number }> = {
  '24h': { hours: 24, bucket: 'hour', stepHours: 1 },
  '7d': { hours: 7 * 24, bucket: 'day', stepHours: 24 },
  '30d': { hours: 30 * 24, bucket: 'day', stepHours: 24 },
  '90d': { hours: 90 * 24, bucket: 'day', stepHours: 24 },
  '1y': { hours: 365 * 24, bucket: 'week', stepHours: 7 * 24 },
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (value: unknown) => new Date(value as string).toISOString();
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The first bucket's start in UTC (weeks start on Monday, as PostgreSQL's date_trunc). */
function bucketStart(at: Date, bucket: TBucket) {
  const start = new Date(at);
  start.setUTCMinutes(0, 0, 0);
  if (bucket !== 'hour') start.setUTCHours(0);
  if (bucket === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return start;
}

type TPoint = TBuiltinDashboard['series'][number];
const emptyPoint = (at: string): TPoint => ({
  at,
  views: 0,
  downloads: 0,
  purchases: 0,
  new_customers: 0,
  live_viewers: 0,
  revenue: [],
});

function addRevenue(revenue: TMoneyAmount[], currency: string, amount: number) {
  const money = revenue.find((entry) => entry.currency === currency);
  if (money) money.amount = round2(money.amount + amount);
  else revenue.push({ currency, amount: round2(amount) });
}

/**
 * The built-in report of a period, in UTC: downloads, purchases and revenue from the pass
 * statistics rollups, views and live viewers from audience_hourly, new customers from users.
 * A territorial manager's figures (but views and viewers, which have no customer) are their
 * territories' only.
 */
export async function builtinDashboard(
  db: TDbOrTx,
  period: TPeriod,
  now: Date,
  countryScope: number[] | null,
): Promise<TBuiltinDashboard> {
  const { hours, bucket, stepHours } = PERIODS[period];
  const from = bucketStart(new Date(now.getTime() - hours * HOUR_MS + HOUR_MS), bucket);
  const countries = countryScope ? `{${countryScope.join(',')}}` : null;
  const scoped = (column: SQL): SQL =>
    countries ? sql`AND ${column} = ANY(${countries}::int[])` : sql``;

  const sales = rowsOf<{ at: string; kind: string; currency: string; n: number; amount: number }>(
    await db.execute(sql`
      SELECT date_trunc(${bucket}, bucket, 'UTC') AS at, kind, currency, sum(count)::int AS n,
        sum(amount)::float8 AS amount
      FROM pass_statistics_rollups
      WHERE dimension = ${countries ? 'total' : 'all'} AND key = '' AND bucket >= ${from}
        AND bucket <= ${now} ${scoped(sql`country_id`)}
      GROUP BY 1, 2, 3`),
  );
  const audience = rowsOf<{ at: string; views: number; viewers: number }>(
    await db.execute(sql`
      SELECT date_trunc(${bucket}, hour, 'UTC') AS at, sum(video_views)::int AS views,
        max(live_viewers_peak)::int AS viewers
      FROM audience_hourly WHERE hour >= ${from} AND hour <= ${now}
      GROUP BY 1`),
  );
  const customers = rowsOf<{ at: string; n: number }>(
    await db.execute(sql`
      SELECT date_trunc(${bucket}, created_at, 'UTC') AS at, count(*)::int AS n
      FROM users
      WHERE user_role = 'customer' AND created_at >= ${from} AND created_at <= ${now}
        ${scoped(sql`country_id`)}
      GROUP BY 1`),
  );

  const points = new Map<string, TPoint>();
  for (let at = from.getTime(); at <= now.getTime(); at += stepHours * HOUR_MS) {
    const key = new Date(at).toISOString();
    points.set(key, emptyPoint(key));
  }
  const pointAt = (at: string) => points.get(iso(at));
  for (const row of sales) {
    const point = pointAt(row.at);
    if (!point) continue;
    if (row.kind === 'download') point.downloads += row.n;
    else point.purchases += row.n;
    addRevenue(point.revenue, row.currency, Number(row.amount));
  }
  for (const row of audience) {
    const point = pointAt(row.at);
    if (point) Object.assign(point, { views: row.views, live_viewers: row.viewers });
  }
  for (const row of customers) {
    const point = pointAt(row.at);
    if (point) point.new_customers = row.n;
  }
  const series = [...points.values()];
  const totals = { ...emptyPoint(''), at: undefined };
  for (const point of series) {
    totals.views += point.views;
    totals.downloads += point.downloads;
    totals.purchases += point.purchases;
    totals.new_customers += point.new_customers;
    totals.live_viewers = Math.max(totals.live_viewers, point.live_viewers);
    for (const money of point.revenue) addRevenue(totals.revenue, money.currency, money.amount);
  }
  const { at: _unused, ...totalFigures } = totals;
  return {
    source: 'builtin',
    period,
    from: from.toISOString(),
    to: now.toISOString(),
    bucket,
    currencies: [...new Set(sales.map((row) => row.currency))].sort(),
    totals: totalFigures,
    series,
  };
}

/** GET statistics/dashboard: the source the general settings name. */
export async function dashboard(
  db: TDbOrTx,
  period: TPeriod,
  context: { now: Date; secrets: TSecretBox; countryScope: number[] | null },
): Promise<TDashboard> {
  const redash = await readRedashSource(db, context.secrets);
  if (redash) return { source: 'redash', period, embed_url: redashEmbedUrl(redash, period) };
  return builtinDashboard(db, period, context.now, context.countryScope);
}
