import { TELETRAX_TOTALS_BY, type TTeletraxFilters } from '../schemas/teletrax';
import { urlDayRange } from './url-day-range';

/**
 * The Teletrax screen's URL read the same way by the screen, its route loader and the server
 * answering its first requests inside index.html, so the three ask the very same queries.
 */
export const TELETRAX_PAGE_SIZE = 50;
export const TELETRAX_TEXT_FILTERS = ['channel', 'country', 'video', 'customer'] as const;
export type TTeletraxTotalsBy = (typeof TELETRAX_TOTALS_BY)[number];

/** The aired range kept in the URL (instants, see urlDayRange) and whether it is out of order. */
export const airedRangeOf = (params: URLSearchParams) => urlDayRange(params, 'from', 'to');

/**
 * The list's filters from the URL: `from` and `to` the aired range (whole days on the admin's
 * clock when picked here; left out when it ends before it starts, which the screen says), the
 * texts exact values (a click on a total sets one), `unlicensed=true` the flagged only.
 */
export function teletraxFiltersOf(params: URLSearchParams): TTeletraxFilters {
  const filters: TTeletraxFilters = {};
  const { from, to, outOfOrder } = airedRangeOf(params);
  if (from && !outOfOrder) filters.from = from;
  if (to && !outOfOrder) filters.to = to;
  for (const name of TELETRAX_TEXT_FILTERS) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = name === 'country' ? value.toUpperCase() : value;
  }
  if (params.get('unlicensed') === 'true') filters.unlicensed = true;
  return filters;
}

/** What the totals beside the list are counted by (`totals` in the URL, per video without). */
export const teletraxTotalsByOf = (params: URLSearchParams): TTeletraxTotalsBy =>
  TELETRAX_TOTALS_BY.find((by) => by === params.get('totals')) ?? 'video';

/** A page of detections: the query of `teletraxEndpoints.list`. */
export const teletraxListQuery = (filters: TTeletraxFilters, page: number) => ({
  ...filters,
  page,
  per_page: TELETRAX_PAGE_SIZE,
});

/** The totals under the filters: the query of `teletraxEndpoints.totals`. */
export const teletraxTotalsQuery = (filters: TTeletraxFilters, by: TTeletraxTotalsBy) => ({
  ...filters,
  by,
});
