import {
  PASS_TOP_LIMIT,
  type TMoneyAmount,
  type TPassStatistics,
  type TPassStatisticsQuery,
} from '@newsroom/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { passLabels } from './pass-labels';
import {
  coveringRows,
  seriesRows,
  type TUnevenDay,
  unevenDays,
  zoneSeriesRows,
} from './pass-levels';
import { assertDayRange, assertHalfHourZone, periodsOf } from './pass-periods';
import { topBreakdown } from './pass-top';

type TAggregate = { kind: string; currency: string; n: number; amount: number };
type TFigures = { downloads: number; purchases: number; revenue: TMoneyAmount[] };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Adds aggregates into figures, revenue kept per currency. */
function addUp(figures: TFigures, aggregates: TAggregate[]) {
  for (const aggregate of aggregates) {
    if (aggregate.kind === 'download') figures.downloads += Number(aggregate.n);
    else figures.purchases += Number(aggregate.n);
    const money = figures.revenue.find((entry) => entry.currency === aggregate.currency);
    if (money) money.amount = round2(money.amount + Number(aggregate.amount));
    else
      figures.revenue.push({
        currency: aggregate.currency,
        amount: round2(Number(aggregate.amount)),
      });
  }
  figures.revenue.sort((a, b) => a.currency.localeCompare(b.currency));
  return figures;
}
const empty = (): TFigures => ({ downloads: 0, purchases: 0, revenue: [] });

/**
 * GET statistics/pass: read from the rollups only (never the raw rows): months, days and half
 * hours (pass-levels.ts). The range is whole days in the time zone; periods are cut there too, so
 * a day across a daylight-saving change has its 23 or 25 hours.
 */
export async function passStatistics(
  db: TDbOrTx,
  query: TPassStatisticsQuery,
  countryScope: number[] | null,
): Promise<TPassStatistics> {
  assertDayRange(query.from, query.to);
  assertHalfHourZone(query.time_zone, query.from, query.to);
  const zone = query.time_zone;
  const [bounds] = rowsOf<{ start: string; end: string; uneven: TUnevenDay[] }>(
    await db.execute(sql`
      SELECT (${query.from}::date)::timestamp AT TIME ZONE ${zone} AS start,
        (${query.to}::date + 1)::timestamp AT TIME ZONE ${zone} AS end,
        (${unevenDays(query.from, query.to, zone)}) AS uneven`),
  );
  const start = new Date(bounds?.start ?? 0);
  const end = new Date(bounds?.end ?? 0);
  const scope: SQL = countryScope
    ? sql`AND country_id = ANY(${`{${countryScope.join(',')}}`}::int[])`
    : sql``;
  const scoped = countryScope !== null;
  const seriesQuery = scoped
    ? seriesRows({ start, scoped, end, scope, granularity: query.granularity, zone })
    : zoneSeriesRows({
        from: query.from,
        to: query.to,
        granularity: query.granularity,
        zone,
        uneven: bounds?.uneven ?? [],
      });
  // The breakdown: a territorial manager's from the rollups of their countries, everyone
  // else's top 20 chosen from the spans first (pass-top.ts).
  const breakdownQuery = scoped
    ? sql`
      WITH agg AS (
        SELECT key, kind, currency, sum(count)::int AS n, sum(amount)::float8 AS amount
        FROM (${coveringRows({ dimension: query.by, start, end, scope, scoped })}) AS x
        GROUP BY 1, 2, 3),
      top AS (
        SELECT key FROM agg GROUP BY key HAVING sum(n) > 0
        ORDER BY sum(n) DESC, key LIMIT ${PASS_TOP_LIMIT})
      SELECT agg.* FROM agg JOIN top USING (key)`
    : topBreakdown(query.by, start, end);
  const seriesStatement = sql`
    SELECT period, kind, currency, sum(count)::int AS n, sum(amount)::float8 AS amount
    FROM (${seriesQuery}) AS x
    GROUP BY 1, 2, 3 HAVING sum(count) <> 0`;
  // Two statements at once: each is one pass over its own rows. A territorial manager's series
  // joins the facts for days cut by the zone, which PostgreSQL estimates at millions of rows
  // and would JIT-compile (about 300 ms) even when no day is cut: not for these statements.
  const [seriesResult, breakdownResult] = scoped
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL jit = off`);
        return [await tx.execute(seriesStatement), await tx.execute(breakdownQuery)];
      })
    : await Promise.all([db.execute(seriesStatement), db.execute(breakdownQuery)]);
  const series = rowsOf<TAggregate & { period: string }>(seriesResult);
  const breakdown = rowsOf<TAggregate & { key: string }>(breakdownResult);

  const byPeriod = new Map(
    periodsOf(query.from, query.to, query.granularity).map((p) => [p, empty()]),
  );
  for (const row of series) addUp(byPeriod.get(row.period) ?? empty(), [row]);
  const byKey = new Map<string, TFigures>();
  for (const row of breakdown) {
    byKey.set(row.key, addUp(byKey.get(row.key) ?? empty(), [row]));
  }
  const labels = await passLabels(db, query.by, [...byKey.keys()]);
  const totals = addUp(empty(), series);
  const currencies = [...new Set([...series, ...breakdown].map((row) => row.currency))].sort();
  return {
    from: query.from,
    to: query.to,
    granularity: query.granularity,
    time_zone: zone,
    by: query.by,
    scope: countryScope ? 'territories' : 'all',
    currencies,
    totals,
    series: [...byPeriod.entries()].map(([period, figures]) => ({ period, ...figures })),
    rows: [...byKey.entries()]
      .map(([key, figures]) => ({ key, label: labels.get(key) ?? key, ...figures }))
      .sort(
        (a, b) =>
          b.downloads + b.purchases - (a.downloads + a.purchases) || a.key.localeCompare(b.key),
      ),
  };
}
