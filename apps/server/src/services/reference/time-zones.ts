import { currentZoneName, type TTimeZone } from '@newsroom/contract';

/** "GMT+05:30" -> "+05:30"; "GMT" -> "+00:00". */
function offsetOf(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
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
