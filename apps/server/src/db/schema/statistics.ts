import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
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
  ],
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
