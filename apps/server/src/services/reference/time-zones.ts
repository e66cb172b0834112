import { currentZoneName, type TTimeZone } from '@newsroom/contract';

/**
 * One formatter per zone for the life of the process: building the ~420 formatters took about
 * 90 ms of CPU on every call (the app asks for the list on each page load), formatting with them
 * about 4. A formatter holds no data of any request; the set of zones is fixed by the runtime.
 */
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** "GMT+05:30" -> "+05:30"; "GMT" -> "+00:00". */
function offsetOf(timeZone: string, at: Date): string {
  const part = offsetFormatter(timeZone)
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

/**
 * IANA zones from the runtime's tz database with their current offset. Computed,
 * not stored, because offsets move with daylight saving time.
 */
export function listTimeZones(at: Date): TTimeZone[] {
  const names = [
    'UTC',
    ...Intl.supportedValuesOf('timeZone')
      .filter((name) => name !== 'UTC')
      .map(currentZoneName),
  ];
  return names.map((name) => ({ name, offset: offsetOf(name, at) }));
}

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * How long the list stays true from `at`: until the next quarter hour. Every offset is a whole
 * number of quarter hours and clocks change at a whole local hour or half hour, so an offset
 * changes only on a quarter hour of UTC. Never less than a second.
 */
export function secondsWhileOffsetsHold(at: Date): number {
  const left = QUARTER_HOUR_MS - (at.getTime() % QUARTER_HOUR_MS);
  return Math.max(1, Math.floor(left / 1000));
}
