import { describe, expect, it } from 'vitest';
import { dayKey, onDay, planningFiltersOf, readPlanView, weekStart } from '../src';

const ZONE = 'Europe/Berlin';

describe('the planning view kept in the URL', () => {
  it('starts weeks on Monday at midnight in the admin’s zone and reads the filters', () => {
    const plan = readPlanView(
      new URLSearchParams('week=2031-03-06&kind=live&status=nope&country=7'),
      ZONE,
      '2031-01-01',
    );
    expect(plan.view).toBe('week');
    expect(dayKey(plan.week, ZONE)).toBe('2031-03-03');
    expect(plan.week.toISOString()).toBe('2031-03-02T23:00:00.000Z');
    expect(plan).toMatchObject({ kind: 'live', country_id: 7 });
    expect(plan.status).toBeUndefined();
    const filters = planningFiltersOf('en', plan, ZONE);
    expect(filters.from).toBe('2031-03-02T23:00:00.000Z');
    expect(filters.to).toBe('2031-03-09T23:00:00.000Z');
    expect(dayKey(weekStart(new Date('2031-03-09T12:00:00Z'), ZONE), ZONE)).toBe('2031-03-03');
    // Late on Sunday in Berlin is already Monday in Tokyo: another week there.
    expect(dayKey(weekStart(new Date('2031-03-09T20:00:00Z'), 'Asia/Tokyo'), 'Asia/Tokyo')).toBe(
      '2031-03-10',
    );
  });

  it('moves an entry to another day at the same time of day, across a clock change', () => {
    const start = '2031-03-27T13:30:00.000Z'; // 14:30 in Berlin, winter time
    const moved = onDay(start, '2031-03-31', ZONE);
    expect(moved).toBe('2031-03-31T12:30:00.000Z'); // 14:30 in Berlin, summer time
    expect(dayKey(new Date(moved), ZONE)).toBe('2031-03-31');
  });

  it('reads no day, or an unreadable one, as the given today, never the clock of the caller', () => {
    const list = readPlanView(
      new URLSearchParams('week=2031-13-40&view=list'),
      'UTC',
      '2031-05-02',
    );
    expect(dayKey(list.from, 'UTC')).toBe('2031-05-02');
    // Sunday late evening in Berlin: "this week" is the week that Sunday ends, whatever the hour.
    const sunday = dayKey(new Date('2031-03-09T22:59:59Z'), ZONE);
    expect(sunday).toBe('2031-03-09');
    const week = readPlanView(new URLSearchParams(), ZONE, sunday);
    expect(dayKey(week.week, ZONE)).toBe('2031-03-03');
    // One second later it is Monday there: the next week.
    const monday = dayKey(new Date('2031-03-09T23:00:00Z'), ZONE);
    expect(dayKey(readPlanView(new URLSearchParams(), ZONE, monday).week, ZONE)).toBe('2031-03-10');
  });
});
