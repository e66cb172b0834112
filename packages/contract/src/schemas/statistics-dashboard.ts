import { z } from 'zod';
import { DASHBOARD_STATISTICS_PERIODS } from '../constants';
import { ZMoneyAmount } from './statistics-pass';

export const ZDashboardQuery = z.strictObject({
  period: z.enum(DASHBOARD_STATISTICS_PERIODS).default('24h'),
});
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

const ZDashboardPoint = z.object({
  /** The start of the bucket (UTC). */
  at: z.string(),
  views: z.number().int(),
  downloads: z.number().int(),
  purchases: z.number().int(),
  new_customers: z.number().int(),
  /** The most viewers watching live events at once within the bucket. */
  live_viewers: z.number().int(),
  revenue: z.array(ZMoneyAmount),
});

/** The built-in report of one period: totals and a series (hours for 24 h, days, or weeks for 1 y). */
export const ZBuiltinDashboard = z.object({
  source: z.literal('builtin'),
  period: z.enum(DASHBOARD_STATISTICS_PERIODS),
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['hour', 'day', 'week']),
  currencies: z.array(z.string()),
  totals: ZDashboardPoint.omit({ at: true }),
  series: z.array(ZDashboardPoint),
});

/** The Redash source: the configured dashboard or visualisation to embed for the period. */
export const ZRedashDashboard = z.object({
  source: z.literal('redash'),
  period: z.enum(DASHBOARD_STATISTICS_PERIODS),
  /** The configured address with `p_period` and, when a key is saved, `api_key`. */
  embed_url: z.string(),
});

export const ZDashboard = z.discriminatedUnion('source', [ZBuiltinDashboard, ZRedashDashboard]);
export type TDashboard = z.infer<typeof ZDashboard>;
export type TBuiltinDashboard = z.infer<typeof ZBuiltinDashboard>;
