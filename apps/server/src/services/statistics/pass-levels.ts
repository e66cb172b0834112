import { type SQL, sql } from 'drizzle-orm';

const DAY_MS = 86_400_000;
type TRange = [Date, Date];

const dayText = (at: Date) => at.toISOString().slice(0, 10);
const floorDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const ceilDay = (at: Date) => new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);
const floorMonth = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
const ceilMonth = (at: Date) => {
  const floor = floorMonth(at);
  return floor.getTime() === at.getTime()
    ? floor
    : new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
};
const empty: TRange = [new Date(0), new Date(0)];

/**
 * Cuts [start, end) into whole UTC months, whole UTC days at either side of them and half hours at
 * either edge (the range's ends are midnights in the asked zone, on a half hour in UTC). Each level
 * is at most two ranges, so the breakdown reads about a dozen months, a few days and two edges.
 */
export function levelsOf(
  start: Date,
  end: Date,
): { months: TRange; days: TRange[]; buckets: TRange[] } {
  const dayStart = ceilDay(start);
  const dayEnd = floorDay(end);
  if (dayStart >= dayEnd)
    return { months: empty, days: [empty, empty], buckets: [[start, end], empty] };
  const monthStart = ceilMonth(dayStart);
  const monthEnd = floorMonth(dayEnd);
  const buckets: TRange[] = [
    [start, dayStart],
    [dayEnd, end],
  ];
  if (monthStart >= monthEnd) return { months: empty, days: [[dayStart, dayEnd], empty], buckets };
  const days: TRange[] = [
    [dayStart, monthStart],
    [monthEnd, dayEnd],
  ];
  return { months: [monthStart, monthEnd] as TRange, days, buckets };
}

/** Each dimension's key as the facts have it (pass_statistics_dimensions in drizzle/0032). */
export const FACT_KEY: Record<string, SQL> = {
  customer: sql`coalesce(customer_id::text, '')`,
  country: sql`country_id::text`,
  video: sql`coalesce(video_id::text, '')`,
  plan_type: sql`plan_type`,
};
const iso = (at: Date) => at.toISOString();
const inRanges = (column: SQL, ranges: TRange[]) =>
  sql.join(
    ranges.map(
      ([from, to]) =>
        sql`(${column} >= ${iso(from)}::timestamptz AND ${column} < ${iso(to)}::timestamptz)`,
    ),
    sql` OR `,
  );

type TRead = { dimension: string; start: Date; end: Date; scope: SQL; scoped: boolean };

/**
 * Rows that together cover [start, end) once: key, kind, currency, count, amount. Whole months
 * and days come from their rollups, the hours at the edges from the facts. Videos have months
 * only (and no country: a territorial manager's breakdown by video reads the facts).
 */
export function coveringRows({ dimension, start, end, scope, scoped }: TRead): SQL {
  const factKey = FACT_KEY[dimension] ?? sql`''`;
  const facts = (ranges: TRange[]) => sql`
    SELECT ${factKey} AS key, kind, currency, 1 AS count, amount FROM pass_statistics_facts
    WHERE (${inRanges(sql`at`, ranges)}) ${scope}`;
  if (dimension === 'video' && scoped) return facts([[start, end]]);
  const { months, days, buckets } = levelsOf(start, end);
  const [m1, m2] = [dayText(months[0]), dayText(months[1])];
  const monthly = sql`
    SELECT key, kind, currency, count, amount FROM pass_statistics_monthly
    WHERE dimension = ${dimension} AND month >= ${m1}::date AND month < ${m2}::date ${scope}`;
  if (dimension === 'video') return sql`${monthly} UNION ALL ${facts([...days, ...buckets])}`;
  const dayRange = ([from, to]: TRange) =>
    sql`(day >= ${dayText(from)}::date AND day < ${dayText(to)}::date)`;
  return sql`${monthly}
    UNION ALL
    SELECT key, kind, currency, count, amount FROM pass_statistics_daily
    WHERE dimension = ${dimension} ${scope} AND (${sql.join(days.map(dayRange), sql` OR `)})
    UNION ALL ${facts(buckets)}`;
}

/**
 * The series' rows, each with its period in the zone: a UTC day that lies wholly in one period
 * (every day in UTC, most days by week or month) is one daily row set; the other days (cut by a
 * zone's midnight, or at the range's edges) are read by the half hour (`all`), or for a
 * territorial manager from the facts of their countries.
 */
export function seriesRows(options: {
  start: Date;
  end: Date;
  scope: SQL;
  scoped: boolean;
  granularity: string;
  zone: string;
}): SQL {
  const { start, end, scope, scoped, granularity, zone } = options;
  const period = (at: SQL) =>
    sql`to_char(date_trunc(${granularity}, ${at} AT TIME ZONE ${zone}), 'YYYY-MM-DD')`;
  const split = scoped
    ? sql`SELECT ${period(sql`f.at`)}, f.kind, f.currency, 1, f.amount
      FROM cut JOIN pass_statistics_facts f ON f.at >= cut.s AND f.at < cut.e
      WHERE NOT cut.whole ${scope}`
    : sql`SELECT ${period(sql`r.bucket`)}, r.kind, r.currency, r.count, r.amount
      FROM cut JOIN pass_statistics_rollups r
        ON r.dimension = 'all' AND r.key = '' AND r.bucket >= cut.s AND r.bucket < cut.e
      WHERE NOT cut.whole`;
  return sql`
    WITH utc_days AS (
      SELECT d, greatest(d, ${iso(start)}::timestamptz) AS s,
        least(d + interval '24 hours', ${iso(end)}::timestamptz) AS e
      FROM generate_series(date_trunc('day', ${iso(start)}::timestamptz, 'UTC'),
        ${iso(end)}::timestamptz - interval '1 microsecond', interval '24 hours') AS d),
    cut AS (
      SELECT d, s, e, s = d AND e = d + interval '24 hours'
          AND date_trunc(${granularity}, d AT TIME ZONE ${zone})
            = date_trunc(${granularity}, (e - interval '1 microsecond') AT TIME ZONE ${zone})
          AS whole
      FROM utc_days)
    SELECT ${period(sql`(r.day::timestamp AT TIME ZONE 'UTC')`)} AS period,
      r.kind, r.currency, r.count, r.amount
    FROM cut JOIN pass_statistics_daily r
      ON r.dimension = ${scoped ? 'total' : 'all'} AND r.key = ''
        AND r.day = (cut.d AT TIME ZONE 'UTC')::date
    WHERE cut.whole ${scope}
    UNION ALL ${split}`;
}

/** A local day that is not 24 hours long (a daylight-saving change): its UTC start and end. */
export type TUnevenDay = { day: string; s: string; e: string };

/**
 * The local days of [from, to] in `zone` that are not 24 hours long, with their UTC bounds:
 * asked with the range's bounds, so the series statement gets them as plain ranges.
 */
export const unevenDays = (from: string, to: string, zone: string) => sql`
  SELECT coalesce(json_agg(json_build_object('day', d::date, 's', d AT TIME ZONE ${zone},
    'e', (d + interval '1 day') AT TIME ZONE ${zone}) ORDER BY d), '[]')
  FROM generate_series(${from}::date::timestamp, ${to}::date::timestamp, interval '1 day') AS d
  WHERE (d + interval '1 day') AT TIME ZONE ${zone} - d AT TIME ZONE ${zone} <> interval '24 hours'`;

/**
 * The unscoped series' rows, each with its period: every local day of [from, to] whose offset
 * holds all day is one row set of the fixed-offset daily rollup (pass_statistics_zone_daily), so
 * a year by day in Berlin or Kolkata reads 365 row sets; a day across a daylight-saving change
 * (23 or 25 hours, `uneven`) is read by the half hour. The days come from an integer series and
 * the uneven ones as literal ranges, so PostgreSQL estimates a few thousand rows, not millions
 * (an estimate in the millions made it compile the statement: 450 ms of JIT for 2 ms of work).
 */
export function zoneSeriesRows(options: {
  from: string;
  to: string;
  granularity: string;
  zone: string;
  uneven: TUnevenDay[];
}): SQL {
  const { from, to, granularity, zone, uneven } = options;
  const period = (day: SQL) => sql`to_char(date_trunc(${granularity}, ${day}), 'YYYY-MM-DD')`;
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  const ranges = uneven.map(
    (u) => sql`(r.bucket >= ${u.s}::timestamptz AND r.bucket < ${u.e}::timestamptz)`,
  );
  const halfHours = ranges.length
    ? sql`UNION ALL
      SELECT ${period(sql`(r.bucket AT TIME ZONE ${zone})::date::timestamp`)}, r.kind, r.currency,
        r.count, r.amount
      FROM pass_statistics_rollups r
      WHERE r.dimension = 'all' AND r.key = '' AND (${sql.join(ranges, sql` OR `)})`
    : sql``;
  return sql`
    WITH cut AS (
      SELECT d::date AS day,
        (extract(epoch FROM d - ((d AT TIME ZONE ${zone}) AT TIME ZONE 'UTC')) / 60)::int AS offset_minutes
      FROM generate_series(0, ${days - 1}::int) AS i
      CROSS JOIN LATERAL (SELECT ${from}::date::timestamp + i * interval '1 day' AS d) AS x
      WHERE d::date <> ALL(${`{${uneven.map((u) => u.day).join(',')}}`}::date[]))
    SELECT ${period(sql`cut.day::timestamp`)} AS period, z.kind, z.currency, z.count, z.amount
    FROM cut JOIN pass_statistics_zone_daily z
      ON z.offset_minutes = cut.offset_minutes AND z.day = cut.day
    ${halfHours}`;
}
