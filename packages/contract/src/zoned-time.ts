/** A wall clock in some time zone (month 1-12; out-of-range days roll over, as in Date.UTC). */
export type TWallClock = {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string) {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** What `zone`'s wall clock shows at `date`. */
export function wallClockIn(date: Date, zone: string): Required<TWallClock> {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(date)) parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const utcOf = (wall: TWallClock) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0);

/**
 * The moment `zone`'s wall clock shows `wall`. A time skipped by a clock change comes out as the
 * same clock time after the change.
 */
export function instantOf(wall: TWallClock, zone: string): Date {
  const target = utcOf(wall);
  let guess = target;
  for (let round = 0; round < 3; round++) {
    const shown = utcOf(wallClockIn(new Date(guess), zone));
    if (shown === target) break;
    guess += target - shown;
  }
  return new Date(guess);
}
