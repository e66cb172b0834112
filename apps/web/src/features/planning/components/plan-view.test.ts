import { describe, expect, it } from 'vitest';
import { dayKey, filtersOf, onDay, readPlanView, weekStart } from './plan-view';

describe('the planning view kept in the URL', () => {
  it('starts weeks on Monday and reads the filters, ignoring what it does not know', () => {
    const plan = readPlanView(
      new URLSearchParams('week=2031-03-06&kind=live&status=nope&country=7'),
    );
    expect(plan.view).toBe('week');
    expect(dayKey(plan.week)).toBe('2031-03-03');
    expect(plan).toMatchObject({ kind: 'live', country_id: 7 });
    expect(plan.status).toBeUndefined();
    const filters = filtersOf('en', plan);
    expect(
      new Date(filters.to ?? '').getTime() - new Date(filters.from ?? '').getTime(),
    ).toBeGreaterThan(6 * 86_400_000);
    expect(dayKey(weekStart(new Date(2031, 2, 9)))).toBe('2031-03-03');
  });

  it('moves an entry to another day at the same time of day', () => {
    const start = new Date(2031, 2, 4, 14, 30).toISOString();
    const moved = new Date(onDay(start, '2031-03-07'));
    expect(dayKey(moved)).toBe('2031-03-07');
    expect([moved.getHours(), moved.getMinutes()]).toEqual([14, 30]);
  });
});
