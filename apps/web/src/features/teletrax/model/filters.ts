import { type TTeletraxFilters, urlDayRange } from '@newsroom/contract';

export const TEXT_FILTERS = ['channel', 'country', 'video', 'customer'] as const;
export type TTextFilter = (typeof TEXT_FILTERS)[number];

/** The aired range kept in the URL (instants, see urlDayRange) and whether it is out of order. */
export const airedRangeOf = (params: URLSearchParams) => urlDayRange(params, 'from', 'to');

/**
 * The list's filters from the URL: `from` and `to` the aired range (whole days on the admin's
 * clock when picked here; left out when it ends before it starts, which the screen says), the
 * texts exact values (a click on a total sets one), `unlicensed=true` the flagged only.
 */
export function filtersOf(params: URLSearchParams): TTeletraxFilters {
  const filters: TTeletraxFilters = {};
  const { from, to, outOfOrder } = airedRangeOf(params);
  if (from && !outOfOrder) filters.from = from;
  if (to && !outOfOrder) filters.to = to;
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
