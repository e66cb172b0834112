import {
  PASS_DIMENSIONS,
  PASS_GRANULARITIES,
  type TPassDimension,
  type TPassGranularity,
  type TPassStatisticsQuery,
} from '@newsroom/contract';
import { dayIn } from '../../../lib/format/zoned-days';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** Statistics are kept by the half hour: a zone with quarter hours (Kathmandu) cannot cut days. */
export const cutsHalfHours = (offset: string) => offset.endsWith(':00') || offset.endsWith(':30');

/**
 * The query kept in the URL; unless it says else, the last 30 days of `zone`'s clock (the
 * admin's, see usePassZone) by day, by customer.
 */
export function passQueryOf(
  params: URLSearchParams,
  zone = 'UTC',
  today = new Date(),
): TPassStatisticsQuery {
  const from = params.get('from');
  const to = params.get('to');
  const granularity = params.get('granularity');
  const by = params.get('by');
  const timeZone = params.get('tz') || zone;
  const lastDay = dayIn(today, timeZone);
  return {
    from:
      from && DAY.test(from)
        ? from
        : new Date(Date.parse(lastDay) - 29 * 86_400_000).toISOString().slice(0, 10),
    to: to && DAY.test(to) ? to : lastDay,
    granularity: isOneOf<TPassGranularity>(PASS_GRANULARITIES, granularity) ? granularity : 'day',
    time_zone: timeZone,
    by: isOneOf<TPassDimension>(PASS_DIMENSIONS, by) ? by : 'customer',
  };
}

/** What the screen can tell before asking: the server checks the rest (five years, the zone). */
export function rangeProblem(query: TPassStatisticsQuery): string | null {
  if (query.to < query.from) return 'The end of the range must not be before its start.';
  return null;
}

export const DIMENSION_LABELS: Record<TPassDimension, string> = {
  customer: 'Customer',
  country: 'Country',
  video: 'Video',
  plan_type: 'Plan type',
};

/** 1234.5 -> "1,234.50". */
export const formatAmount = (amount: number) =>
  amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
