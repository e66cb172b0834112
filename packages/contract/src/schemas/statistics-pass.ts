import { z } from 'zod';
import { PASS_DIMENSIONS, PASS_GRANULARITIES } from '../constants';

/** A calendar day, `2026-03-29`, read in the query's time zone. */
const ZDay = z.iso.date();

/**
 * Purchases and downloads from `from` to `to` (both whole days, in `time_zone`), cut by
 * `granularity`, broken down `by` one dimension. End before start or more than five years: 422.
 */
export const ZPassStatisticsQuery = z.strictObject({
  from: ZDay,
  to: ZDay,
  granularity: z.enum(PASS_GRANULARITIES).default('day'),
  /** An IANA zone whose offset is whole or half hours (statistics are kept by the half hour). */
  time_zone: z.string().min(1).max(64).default('UTC'),
  by: z.enum(PASS_DIMENSIONS).default('customer'),
});
export type TPassStatisticsQuery = z.infer<typeof ZPassStatisticsQuery>;

/** An amount in one currency: amounts in different currencies are never added up. */
export const ZMoneyAmount = z.object({ currency: z.string(), amount: z.number() });
export type TMoneyAmount = z.infer<typeof ZMoneyAmount>;

const ZFigures = z.object({
  downloads: z.number().int(),
  purchases: z.number().int(),
  /** Downloads' and purchases' revenue together, one entry per currency. */
  revenue: z.array(ZMoneyAmount),
});

export const ZPassStatistics = z.object({
  from: z.string(),
  to: z.string(),
  granularity: z.enum(PASS_GRANULARITIES),
  time_zone: z.string(),
  by: z.enum(PASS_DIMENSIONS),
  /** `territories`: a territorial manager sees only their territories' customers. */
  scope: z.enum(['all', 'territories']),
  /** Every currency that appears, in order: the table's revenue columns. */
  currencies: z.array(z.string()),
  totals: ZFigures,
  /** One entry per period (its first day), empty periods included. */
  series: z.array(ZFigures.extend({ period: z.string() })),
  /** The top entries of the breakdown, most downloads and purchases first. */
  rows: z.array(ZFigures.extend({ key: z.string(), label: z.string() })),
});
export type TPassStatistics = z.infer<typeof ZPassStatistics>;
