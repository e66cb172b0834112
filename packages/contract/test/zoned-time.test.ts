import { describe, expect, it } from 'vitest';
import { instantOf, wallClockIn } from '../src/zoned-time';

describe('wall clocks in a time zone', () => {
  it('reads and finds the moment a zone shows, across a summer-time change', () => {
    const noon = instantOf({ year: 2031, month: 3, day: 30, hour: 12 }, 'Europe/Berlin');
    expect(noon.toISOString()).toBe('2031-03-30T10:00:00.000Z');
    const before = instantOf({ year: 2031, month: 3, day: 29, hour: 12 }, 'Europe/Berlin');
    expect(before.toISOString()).toBe('2031-03-29T11:00:00.000Z');
    expect(wallClockIn(noon, 'Asia/Kolkata')).toMatchObject({ day: 30, hour: 15, minute: 30 });
    // Days roll over as in Date.UTC: the 32nd of March is the 1st of April.
    const rolled = instantOf({ year: 2031, month: 3, day: 32 }, 'America/New_York');
    expect(wallClockIn(rolled, 'America/New_York')).toMatchObject({ month: 4, day: 1, hour: 0 });
  });
});
