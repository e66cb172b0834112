import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * One row per download and per purchase that counts (refunded purchases do not), written by
 * triggers on video_downloads and purchases (drizzle/0024): the customer's country and their
 * company's plan type are fixed when it happens, so a later move of the customer does not
 * rewrite history and a deletion takes away exactly what its insertion added.
 */
export const passStatisticsFacts = pgTable(
  'pass_statistics_facts',
  {
    /** download or purchase. */
    kind: text('kind').notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    customerId: integer('customer_id'),
    /** 0: no country known. */
    countryId: integer('country_id').notNull().default(0),
    videoId: integer('video_id'),
    /** The buyer's company plan at that moment, or `none`. */
    planType: text('plan_type').notNull().default('none'),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.sourceId] }),
    // A range's edges (hours, and for videos days) are read from the facts.
    index('pass_statistics_facts_at_idx').on(table.at),
    // The top videos' own days at a range's edges (their daily figures are not kept).
    index('pass_statistics_facts_video_idx').on(table.videoId, table.at),
  ],
);

/** The columns every level of the pass statistics rollups shares. */
const rollupFigures = {
  /** all (key '', country -1: every country), total (key ''), customer, country, video, plan_type. */
  dimension: text('dimension').notNull(),
  /** The id as text ('' when none), or the plan type. */
  key: text('key').notNull(),
  kind: text('kind').notNull(),
  currency: text('currency').notNull(),
  /** The customer's country, so a territorial manager's view filters the same rows; -1 in `all`. */
  countryId: integer('country_id').notNull(),
  count: integer('count').notNull().default(0),
  amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
};

/**
 * Counts and revenue per UTC half hour, kept by a trigger on pass_statistics_facts (drizzle/0032)
 * with the daily and monthly levels below, once per dimension. Half hours (not hours) let a day,
 * week or month be cut in any zone whose offset is a multiple of 30 minutes (Asia/Kolkata too),
 * exactly across a daylight-saving change. The `all` dimension repeats `total` without the
 * country, so an unscoped series reads a few rows a half hour instead of one per country.
 */
export const passStatisticsRollups = pgTable(
  'pass_statistics_rollups',
  {
    ...rollupFigures,
    /** The half hour's start (UTC :00 or :30). */
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.dimension,
        table.bucket,
        table.key,
        table.kind,
        table.currency,
        table.countryId,
      ],
    }),
  ],
);

/** The same per UTC day: whole days of a range read one row set a day, not 48. */
export const passStatisticsDaily = pgTable(
  'pass_statistics_daily',
  { ...rollupFigures, day: date('day', { mode: 'string' }).notNull() },
  (table) => [
    primaryKey({
      columns: [table.dimension, table.day, table.key, table.kind, table.currency, table.countryId],
    }),
    // The top 20 keys' own days (drizzle/0038).
    index('pass_statistics_daily_key_idx').on(table.dimension, table.key, table.day),
    // A territorial manager's countries' days (drizzle/0041).
    index('pass_statistics_daily_country_idx').on(table.dimension, table.countryId, table.day),
  ],
);

/** The same per UTC month: a year's breakdown by customer reads about twelve rows a customer. */
export const passStatisticsMonthly = pgTable(
  'pass_statistics_monthly',
  {
    ...rollupFigures,
    /** The month's first day. */
    month: date('month', { mode: 'string' }).notNull(),
  },
  (table) => [
    primaryKey({
      columns: [
        table.dimension,
        table.month,
        table.key,
        table.kind,
        table.currency,
        table.countryId,
      ],
    }),
    // The top 20 keys' own months (drizzle/0038).
    index('pass_statistics_monthly_key_idx').on(table.dimension, table.key, table.month),
    // A territorial manager's countries' months (drizzle/0041).
    index('pass_statistics_monthly_country_idx').on(table.dimension, table.countryId, table.month),
  ],
);

/**
 * The unscoped totals (every country) per local day at each fixed offset from UTC, -12:00 to
 * +14:00 by half hours (drizzle/0038): a year by day in Berlin or Kolkata reads one row set a
 * day instead of 48 half hours. Only a day across a daylight-saving change (23 or 25 hours) is
 * read from the half hours.
 */
export const passStatisticsZoneDaily = pgTable(
  'pass_statistics_zone_daily',
  {
    /** Minutes east of UTC: the day runs from `day` 00:00 at this offset for 24 hours. */
    offsetMinutes: smallint('offset_minutes').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    count: integer('count').notNull().default(0),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.offsetMinutes, table.day, table.kind, table.currency] }),
  ],
);

/**
 * Downloads and purchases together per key over aligned spans (drizzle/0038): UTC days and
 * blocks of 2, 4, 8 and 16 days from each month's first, months, quarters, halves and years.
 * Any run of whole days is a handful of spans, so the top 20 of a year's breakdown reads about
 * a dozen narrow rows a key instead of a row per month, day, kind, currency and country.
 * Unscoped only (no country): a territorial manager's breakdown reads the monthly and daily rows.
 */
export const passStatisticsSpans = pgTable(
  'pass_statistics_spans',
  {
    /** customer, country, video or plan_type. */
    dimension: text('dimension').notNull(),
    /** d1, d2, d4, d8, d16 (days, cut at the month's end), m1, m3, m6, y1. */
    span: text('span').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.dimension, table.span, table.start, table.key] })],
);

/**
 * The public site's audience per UTC hour: video views and the most viewers watching live
 * events at once. The built-in dashboard reads it; the demo seed fills a year of it.
 */
export const audienceHourly = pgTable('audience_hourly', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  videoViews: integer('video_views').notNull().default(0),
  liveViewersPeak: integer('live_viewers_peak').notNull().default(0),
});
