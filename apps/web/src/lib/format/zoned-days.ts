import { instantOf, wallClockIn } from '@newsroom/contract';

/**
 * Day filters (`type="date"`) on the admin's clock. A range of days is sent and kept in the URL
 * as two instants: the first moment of its first day (included) and the first moment of the day
 * after its last (excluded), so a 23- or 25-hour day needs nothing special (docs/decisions.md,
 * "Day filters on the admin's clock").
 */
export type TDayEdge = 'start' | 'end';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-03-29`: the day `zone`'s clock shows at `date`. */
export function dayIn(date: Date, zone: string): string {
  const wall = wallClockIn(date, zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/**
 * The instant `day` (`YYYY-MM-DD`) starts on `zone`'s clock (`edge: 'start'`), or the day after
 * it starts (`'end'`, the excluded end of a range whose last day is `day`); null if unreadable.
 */
export function dayBound(day: string, edge: TDayEdge, zone: string): string | null {
  const [, year, month, date] = (DAY.exec(day) ?? []).map(Number);
  if (!year || !month || !date || month > 12 || date > 31) return null;
  return instantOf({ year, month, day: date + (edge === 'end' ? 1 : 0) }, zone).toISOString();
}

/** The day a field shows for a bound: the day it starts, or the last day before it ends. */
export const dayOfBound = (iso: string, edge: TDayEdge, zone: string) =>
  dayIn(new Date(Date.parse(iso) - (edge === 'end' ? 1 : 0)), zone);

/** Whether a bound is the start of a day on `zone`'s clock (else it came from another clock). */
export const startsADay = (iso: string, zone: string) =>
  dayBound(dayIn(new Date(iso), zone), 'start', zone) === new Date(iso).toISOString();
