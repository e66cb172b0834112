import { PASS_TOP_LIMIT, type TPassDimension } from '@newsroom/contract';
import { type SQL, sql } from 'drizzle-orm';
import { coverOf, monthsAndDays, type TFactRange } from './pass-cover';
import { FACT_KEY } from './pass-levels';

const DAY_MS = 86_400_000;
const iso = (at: Date) => at.toISOString();
const dates = (days: string[]) => `{${days.join(',')}}`;
const NONE = sql`SELECT NULL::text, NULL::text, NULL::text, 0, 0::numeric WHERE false`;
const atIn = (ranges: { from: Date; to: Date }[], at = sql`at`) =>
  sql`(${sql.join(
    ranges.map(
      (r) => sql`(${at} >= ${iso(r.from)}::timestamptz AND ${at} < ${iso(r.to)}::timestamptz)`,
    ),
    sql` OR `,
  )})`;

/** The facts of the ranges of one sign, each counting `sign`. */
function facts(ranges: TFactRange[], sign: 1 | -1, key: SQL) {
  const mine = ranges.filter((range) => range.sign === sign);
  if (!mine.length) return NONE;
  const signed = sql.raw(String(sign));
  return sql`SELECT ${key}, kind, currency, ${signed}, ${signed} * amount
    FROM pass_statistics_facts WHERE ${atIn(mine)}`;
}

/** Days as runs of consecutive days, [from, to). */
function runsOf(days: string[]) {
  const runs: { from: Date; to: Date }[] = [];
  for (const day of [...days].sort()) {
    const at = new Date(`${day}T00:00:00Z`);
    const last = runs.at(-1);
    if (last && last.to.getTime() === at.getTime()) last.to = new Date(at.getTime() + DAY_MS);
    else runs.push({ from: at, to: new Date(at.getTime() + DAY_MS) });
  }
  return runs;
}

/** The chosen keys' own days: their daily rollups, or for videos their facts. */
function daysOfTop(dimension: TPassDimension, days: string[]): SQL {
  if (!days.length) return NONE;
  if (dimension !== 'video') {
    return sql`SELECT key, kind, currency, count, amount FROM pass_statistics_daily
      WHERE dimension = ${dimension} AND key IN (SELECT key FROM top)
        AND day = ANY(${dates(days)}::date[])`;
  }
  // A join per chosen video on (video_id, at), not a filter over every fact of those days.
  return sql`SELECT coalesce(f.video_id::text, ''), f.kind, f.currency, 1, f.amount
    FROM top JOIN pass_statistics_facts f ON f.video_id = nullif(top.key, '')::int
    WHERE ${atIn(runsOf(days), sql`f.at`)}
    UNION ALL
    SELECT '', f.kind, f.currency, 1, f.amount FROM pass_statistics_facts f
    WHERE '' IN (SELECT key FROM top) AND f.video_id IS NULL AND (${atIn(runsOf(days), sql`f.at`)})`;
}

/**
 * The unscoped breakdown's rows (key, kind, currency, n, amount) for the top 20 keys of
 * [start, end), in one statement. First the 20 are chosen from the narrow spans (every key's
 * downloads and purchases together: about ten index-only rows a key for a year) and the edge
 * hours' facts; then only those 20 keys' months and days are read from the detailed rollups,
 * with their kinds and currencies. Videos keep no daily rollup: their days come from the facts
 * by video (pass_statistics_facts_video_idx).
 */
export function topBreakdown(dimension: TPassDimension, start: Date, end: Date): SQL {
  const cover = coverOf(start, end);
  const { months, days } = monthsAndDays(cover.spans);
  const factKey = FACT_KEY[dimension] ?? sql`''`;
  const spans = `{${cover.spans.map((s) => s.span).join(',')}}`;
  const starts = dates(cover.spans.map((s) => s.start));
  return sql`
    WITH edge (key, kind, currency, count, amount) AS MATERIALIZED (
      ${facts(cover.facts, 1, factKey)}
      UNION ALL ${facts(cover.facts, -1, factKey)}),
    top AS (
      SELECT key FROM (
        SELECT s.key, s.count FROM unnest(${spans}::text[], ${starts}::date[]) AS p(span, start)
        JOIN pass_statistics_spans s
          ON s.dimension = ${dimension} AND s.span = p.span AND s.start = p.start
        UNION ALL
        SELECT key, count FROM pass_statistics_spans
        WHERE dimension = ${dimension} AND span = 'd1'
          AND start = ANY(${dates(cover.fullDays)}::date[])
        UNION ALL SELECT key, count FROM edge) AS x
      GROUP BY key HAVING sum(count) > 0
      ORDER BY sum(count) DESC, key LIMIT ${PASS_TOP_LIMIT}),
    detail (key, kind, currency, count, amount) AS (
      SELECT key, kind, currency, count, amount FROM pass_statistics_monthly
      WHERE dimension = ${dimension} AND key IN (SELECT key FROM top)
        AND month = ANY(${dates(months)}::date[])
      UNION ALL ${daysOfTop(dimension, [...days, ...cover.fullDays])}
      UNION ALL SELECT * FROM edge WHERE key IN (SELECT key FROM top))
    SELECT key, kind, currency, sum(count)::int AS n, sum(amount)::float8 AS amount
    FROM detail GROUP BY 1, 2, 3`;
}
