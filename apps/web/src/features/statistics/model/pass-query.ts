import {
  PASS_DIMENSIONS,
  PASS_GRANULARITIES,
  type TPassDimension,
  type TPassGranularity,
  type TPassStatisticsQuery,
} from '@newsroom/contract';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The query kept in the URL; the last 30 days by day in UTC, by customer, unless it says else. */
export function passQueryOf(params: URLSearchParams, today = new Date()): TPassStatisticsQuery {
  const from = params.get('from');
  const to = params.get('to');
  const granularity = params.get('granularity');
  const by = params.get('by');
  return {
    from: from && DAY.test(from) ? from : dayText(new Date(today.getTime() - 29 * 86_400_000)),
    to: to && DAY.test(to) ? to : dayText(today),
    granularity: isOneOf<TPassGranularity>(PASS_GRANULARITIES, granularity) ? granularity : 'day',
    time_zone: params.get('tz') || 'UTC',
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
