import { describe, expect, it } from 'vitest';
import { cutsHalfHours, passQueryOf } from './pass-query';

// 20:00 UTC on 2026-03-29 is already 2026-03-30 in Kolkata (01:30).
const NOW = new Date('2026-03-29T20:00:00Z');

describe('passQueryOf', () => {
  it('shows the last 30 days of the admin clock unless the URL says else', () => {
    expect(passQueryOf(new URLSearchParams(), 'Asia/Kolkata', NOW)).toEqual({
      from: '2026-03-01',
      to: '2026-03-30',
      granularity: 'day',
      time_zone: 'Asia/Kolkata',
      by: 'customer',
    });
    expect(passQueryOf(new URLSearchParams(), 'UTC', NOW)).toMatchObject({
      from: '2026-02-28',
      to: '2026-03-29',
      time_zone: 'UTC',
    });
  });

  it("keeps the link's zone and days over the admin's", () => {
    const params = new URLSearchParams('tz=Europe/Berlin&from=2026-03-29&to=2026-03-29&by=video');
    expect(passQueryOf(params, 'Asia/Kolkata', NOW)).toMatchObject({
      from: '2026-03-29',
      to: '2026-03-29',
      time_zone: 'Europe/Berlin',
      by: 'video',
    });
  });

  it('knows the zones whose days the half-hour buckets can cut', () => {
    expect(cutsHalfHours('+05:30')).toBe(true);
    expect(cutsHalfHours('-03:00')).toBe(true);
    expect(cutsHalfHours('+05:45')).toBe(false);
  });
});
