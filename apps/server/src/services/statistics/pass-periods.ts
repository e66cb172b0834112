import type { TPassGranularity } from '@newsroom/contract';
import { HttpError } from '../../lib/http-error';
import { MAX_RANGE_YEARS } from './ranges';

const DAY_MS = 86_400_000;
const dayOf = (text: string) => new Date(`${text}T00:00:00Z`);
const textOf = (date: Date) => date.toISOString().slice(0, 10);

/** End before start, or more than five years: 422 on `to`. */
export function assertDayRange(from: string, to: string) {
  const start = dayOf(from);
  const end = dayOf(to);
  if (end < start)
    throw new HttpError(422, 'invalid', 'to', 'The end must not be before the start');
  const limit = new Date(start);
  limit.setUTCFullYear(limit.getUTCFullYear() + MAX_RANGE_YEARS);
  if (end >= limit) {
    throw new HttpError(422, 'invalid', 'to', `A range spans at most ${MAX_RANGE_YEARS} years`);
  }
}

/** The first day of the period holding `day` (weeks start on Monday, as PostgreSQL's). */
export function periodStart(day: string, granularity: TPassGranularity): string {
  const date = dayOf(day);
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  if (granularity === 'week') {
    const sinceMonday = (date.getUTCDay() + 6) % 7;
    return textOf(new Date(date.getTime() - sinceMonday * DAY_MS));
  }
  return day;
}

/** Every period from the one holding `from` to the one holding `to`, by their first day. */
export function periodsOf(from: string, to: string, granularity: TPassGranularity): string[] {
  const periods: string[] = [];
  let current = dayOf(periodStart(from, granularity));
  const last = dayOf(to);
  while (current <= last) {
    periods.push(textOf(current));
    if (granularity === 'month') current.setUTCMonth(current.getUTCMonth() + 1);
    else current = new Date(current.getTime() + (granularity === 'week' ? 7 : 1) * DAY_MS);
  }
  return periods;
}

/**
 * One offset formatter per zone, made once: building an Intl.DateTimeFormat costs about 0.1 ms,
 * and a year is checked at 54 instants (4-20 ms a request before). Formatters, not results:
 * bounded by the IANA zones, since an unknown zone throws before it is kept.
 */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
function offsetFormat(zone: string) {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  return format;
}

/** Offset minutes of `zone` at `at` ("GMT+05:30" -> 330). */
function offsetMinutes(zone: string, at: Date) {
  const name = offsetFormat(zone)
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * Statistics are kept by the UTC half hour, so a zone must be known and its offset a multiple of
 * 30 minutes over the range (checked weekly, which meets every offset change): Asia/Kolkata is
 * fine, Asia/Kathmandu (+5:45) is refused with 422 on `time_zone`.
 */
export function assertHalfHourZone(zone: string, from: string, to: string) {
  try {
    offsetFormat(zone);
  } catch {
    throw new HttpError(422, 'invalid', 'time_zone', 'Not a known time zone');
  }
  const end = dayOf(to).getTime() + DAY_MS;
  const instants: number[] = [];
  for (let at = dayOf(from).getTime() - DAY_MS; at <= end; at += 7 * DAY_MS) instants.push(at);
  instants.push(end);
  if (instants.some((at) => offsetMinutes(zone, new Date(at)) % 30 !== 0)) {
    throw new HttpError(
      422,
      'invalid',
      'time_zone',
      'Statistics are kept by the half hour: choose a time zone whose offset is whole or half hours',
    );
  }
}
