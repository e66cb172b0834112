import type { TTeletraxFilters } from '@newsroom/contract';

export const TEXT_FILTERS = ['channel', 'country', 'video', 'customer'] as const;
export type TTextFilter = (typeof TEXT_FILTERS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list's filters from the URL: `from` and `to` are whole days (UTC, as Teletrax reports),
 * the texts exact values (a click on a total sets one), `unlicensed=true` the flagged only.
 */
export function filtersOf(params: URLSearchParams): TTeletraxFilters {
  const filters: TTeletraxFilters = {};
  const from = params.get('from');
  const to = params.get('to');
  if (from && DAY.test(from)) filters.from = `${from}T00:00:00Z`;
  if (to && DAY.test(to)) filters.to = `${to}T23:59:59.999Z`;
  for (const name of TEXT_FILTERS) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = name === 'country' ? value.toUpperCase() : value;
  }
  if (params.get('unlicensed') === 'true') filters.unlicensed = true;
  return filters;
}

/** "1 min 35 s" for 95 seconds. */
export function durationInWords(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [
    hours && `${hours} h`,
    minutes && `${minutes} min`,
    (rest || seconds === 0) && `${rest} s`,
  ]
    .filter(Boolean)
    .join(' ');
}
