/**
 * Day ranges kept in a list's URL as two instants (docs/decisions.md, "Day filters on the
 * admin's clock"): read the same way by the screen and by the server answering the screen's
 * first request inside index.html, so both ask the very same query.
 */
export type TUrlDayEdge = 'start' | 'end';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A plain day (`YYYY-MM-DD`) as a whole UTC day: its first moment, or the next day's. */
function utcDayBound(day: string, edge: TUrlDayEdge): string | undefined {
  const [, year, month, date] = (DAY.exec(day) ?? []).map(Number);
  if (!year || !month || !date || month > 12 || date > 31) return undefined;
  // Out-of-range days roll over (Feb 30 is Mar 2), as the day fields' own bounds do.
  return new Date(Date.UTC(year, month - 1, date + (edge === 'end' ? 1 : 0))).toISOString();
}

/**
 * A bound kept in the URL, as the API takes it: an ISO instant as it is; a plain day, as older
 * links wrote them, keeps the meaning it had then (a whole UTC day). Anything else: none.
 */
export function urlBound(value: string | null, edge: TUrlDayEdge): string | undefined {
  if (!value) return undefined;
  if (DAY.test(value)) return utcDayBound(value, edge);
  const time = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** A day range kept in the URL: both bounds, and whether it holds no moment at all. */
export function urlDayRange(params: URLSearchParams, fromName: string, toName: string) {
  const from = urlBound(params.get(fromName), 'start');
  const to = urlBound(params.get(toName), 'end');
  return { from, to, outOfOrder: Boolean(from && to && Date.parse(to) <= Date.parse(from)) };
}
