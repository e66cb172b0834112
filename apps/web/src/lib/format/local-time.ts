import { instantOf, wallClockIn } from '@newsroom/contract';

/**
 * Times are typed in a `datetime-local` input as the admin's wall clock (the zone of "My
 * preferences", see useAdminTimeZone) and sent as UTC instants; an empty input means "no limit".
 */
const pad = (n: number) => String(n).padStart(2, '0');
const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** `2026-03-01T10:00`: what `zone`'s clock shows at the instant `iso`. */
export function toZonedInput(iso: string | null, zone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const wall = wallClockIn(date, zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/**
 * The instant at which `zone`'s clock shows `value`. An unreadable value passes through, so the
 * contract's check names the field.
 */
export function fromZonedInput(value: string, zone: string): string | null {
  if (!value) return null;
  const match = INPUT.exec(value);
  if (!match) return value;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  return instantOf({ year, month, day, hour, minute, second }, zone).toISOString();
}

/** The end must come after the start (the server says the same, on the `ends_at` field). */
export const endsBeforeStart = (starts: string, ends: string) =>
  Boolean(starts && ends && ends <= starts);

/** `value` on `from`'s clock written on `to`'s: the same instant (`''` stays empty). */
export const rezoneInput = (value: string, from: string, to: string) =>
  from === to ? value : toZonedInput(fromZonedInput(value, from), to);
