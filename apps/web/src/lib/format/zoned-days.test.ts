import { describe, expect, it } from 'vitest';
import { dayBound, dayIn, dayOfBound, startsADay } from './zoned-days';

const BERLIN = 'Europe/Berlin';
const KOLKATA = 'Asia/Kolkata';

describe('day bounds on the admin clock', () => {
  it('makes a Berlin day of 23 and of 25 hours from midnight to the next midnight', () => {
    expect(dayBound('2026-03-29', 'start', BERLIN)).toBe('2026-03-28T23:00:00.000Z');
    expect(dayBound('2026-03-29', 'end', BERLIN)).toBe('2026-03-29T22:00:00.000Z');
    expect(dayBound('2026-10-25', 'start', BERLIN)).toBe('2026-10-24T22:00:00.000Z');
    expect(dayBound('2026-10-25', 'end', BERLIN)).toBe('2026-10-25T23:00:00.000Z');
  });

  it('starts a Kolkata day at 18:30 UTC the day before, and rolls over a month end', () => {
    expect(dayBound('2026-03-29', 'start', KOLKATA)).toBe('2026-03-28T18:30:00.000Z');
    expect(dayBound('2026-03-31', 'end', KOLKATA)).toBe('2026-03-31T18:30:00.000Z');
    expect(dayBound('2026-12-31', 'end', 'UTC')).toBe('2027-01-01T00:00:00.000Z');
  });

  it('reads nothing from what is no day', () => {
    for (const text of ['', 'yesterday', '2026-13-01', '2026-03-32', '2026-3-1']) {
      expect(dayBound(text, 'start', BERLIN), text).toBeNull();
    }
  });

  it('shows a bound as its day: an end as the last day it keeps', () => {
    expect(dayOfBound('2026-03-28T23:00:00.000Z', 'start', BERLIN)).toBe('2026-03-29');
    expect(dayOfBound('2026-03-29T22:00:00.000Z', 'end', BERLIN)).toBe('2026-03-29');
    expect(dayOfBound('2026-03-29T18:30:00.000Z', 'end', KOLKATA)).toBe('2026-03-29');
    expect(dayIn(new Date('2026-03-28T18:30:00Z'), KOLKATA)).toBe('2026-03-29');
  });

  it('tells a midnight of this clock from a bound made on another', () => {
    expect(startsADay('2026-03-28T23:00:00.000Z', BERLIN)).toBe(true);
    expect(startsADay('2026-03-28T23:00:00.000Z', KOLKATA)).toBe(false);
    expect(startsADay('2026-03-28T18:30:00.000Z', KOLKATA)).toBe(true);
  });
});
