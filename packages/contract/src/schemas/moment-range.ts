/**
 * A filter's range of moments: `from` included, `to` excluded, both ISO instants. A range of
 * whole days on the admin's clock is the start of its first day to the start of the day after
 * its last (docs/decisions.md, "Day filters on the admin's clock"), so a 23- or 25-hour day
 * needs nothing special and no moment falls between two days.
 */
export const isOutOfOrder = (from: string | undefined, to: string | undefined) =>
  Boolean(from && to && Date.parse(to) < Date.parse(from));

/**
 * `.refine(...rangeInOrder('from', 'to', 'aired'))`: a range whose end comes before its start is
 * refused (422) on its end's field.
 */
export function rangeInOrder<F extends string, T extends string>(
  from: F,
  to: T,
  what: string,
): [(value: Partial<Record<F | T, string>>) => boolean, { path: string[]; message: string }] {
  return [
    (value) => !isOutOfOrder(value[from], value[to]),
    { path: [to], message: `The end of the ${what} range comes before its start` },
  ];
}
