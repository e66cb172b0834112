import {
  bigint,
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
  (table) => [primaryKey({ columns: [table.kind, table.sourceId] })],
);

/**
 * Counts and revenue per UTC hour, kept by a trigger on pass_statistics_facts, once per
 * dimension: `total` (key ''), `customer`, `country`, `video` (key: the id as text, '' when
 * none) and `plan_type`. Every row carries the customer's country, so a territorial manager's
 * view filters the same rows. Hours (not days) let a day, week or month be cut in any time zone
 * whose offset is whole hours, exactly across a daylight-saving change.
 */
export const passStatisticsRollups = pgTable(
  'pass_statistics_rollups',
  {
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    countryId: integer('country_id').notNull(),
    count: integer('count').notNull().default(0),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [
        table.dimension,
        table.hour,
        table.key,
        table.kind,
        table.currency,
        table.countryId,
      ],
    }),
    index('pass_statistics_rollups_key_idx').on(table.dimension, table.key, table.hour),
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
