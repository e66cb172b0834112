import { describe, expect, it } from 'vitest';
import { endsBeforeStart, fromZonedInput, toZonedInput } from './local-time';

describe('datetime-local values on the admin’s clock', () => {
  it('shows an instant as the wall clock of the given zone', () => {
    expect(toZonedInput('2031-03-04T23:30:00Z', 'Asia/Tokyo')).toBe('2031-03-05T08:30');
    expect(toZonedInput('2031-03-04T23:30:00Z', 'UTC')).toBe('2031-03-04T23:30');
    expect(toZonedInput('2031-07-01T12:00:00Z', 'America/New_York')).toBe('2031-07-01T08:00');
    expect(toZonedInput(null, 'UTC')).toBe('');
    expect(toZonedInput('not a time', 'UTC')).toBe('');
  });

  it('reads a typed wall clock back as the same instant, on both sides of a clock change', () => {
    expect(fromZonedInput('2031-03-05T08:30', 'Asia/Tokyo')).toBe('2031-03-04T23:30:00.000Z');
    // Brussels: UTC+1 in winter, UTC+2 from the last Sunday of March (2031-03-30).
    expect(fromZonedInput('2031-03-29T10:00', 'Europe/Brussels')).toBe('2031-03-29T09:00:00.000Z');
    expect(fromZonedInput('2031-03-31T10:00', 'Europe/Brussels')).toBe('2031-03-31T08:00:00.000Z');
    for (const iso of ['2031-10-26T03:00:00.000Z', '2031-06-15T16:45:00.000Z']) {
      expect(fromZonedInput(toZonedInput(iso, 'Europe/Brussels'), 'Europe/Brussels')).toBe(iso);
    }
  });

  it('keeps empty as no value and passes an unreadable value through for the contract to name', () => {
    expect(fromZonedInput('', 'UTC')).toBeNull();
    expect(fromZonedInput('tomorrow', 'UTC')).toBe('tomorrow');
  });

  it('compares two typed values of one clock', () => {
    expect(endsBeforeStart('2031-03-05T08:30', '2031-03-05T08:00')).toBe(true);
    expect(endsBeforeStart('2031-03-05T08:30', '2031-03-05T08:30')).toBe(true);
    expect(endsBeforeStart('2031-03-05T08:30', '2031-03-06T00:00')).toBe(false);
    expect(endsBeforeStart('2031-03-05T08:30', '')).toBe(false);
  });
});
