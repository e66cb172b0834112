import type { TPlanningFilters, TPlanningKind, TPlanningStatus } from '@newsroom/contract';
import { PLANNING_KINDS, PLANNING_STATUSES } from '@newsroom/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a moment in the admin's own zone. */
export const dayKey = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Local midnight of a `YYYY-MM-DD` day (today when unreadable). */
export function dayStart(key: string | null): Date {
  const match = key?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  const date = match
    ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
    : new Date();
  date.setHours(0, 0, 0, 0);
  return Number.isNaN(date.getTime()) ? dayStart(null) : date;
}

/** Monday of the week holding `date`. */
export function weekStart(date: Date): Date {
  const monday = new Date(date);
  monday.setDate(date.getDate() - ((date.getDay() + 6) % 7));
  monday.setHours(0, 0, 0, 0);
  return monday;
}

export const addDays = (date: Date, days: number) => {
  const next = new Date(date);
  next.setDate(date.getDate() + days);
  return next;
};

/** The same wall-clock time of `iso` (admin's zone) on another day. */
export function onDay(iso: string, key: string): string {
  const from = new Date(iso);
  const day = dayStart(key);
  day.setHours(from.getHours(), from.getMinutes(), from.getSeconds(), 0);
  return day.toISOString();
}

export type TPlanView = {
  view: 'week' | 'list';
  week: Date;
  from: Date;
  to: Date;
  kind?: TPlanningKind;
  status?: TPlanningStatus;
  country_id?: number;
};

/** The screen's state, read from its URL (`?view=&week=&from=&to=&kind=&status=&country=`). */
export function readPlanView(params: URLSearchParams): TPlanView {
  const view = params.get('view') === 'list' ? 'list' : 'week';
  const week = weekStart(dayStart(params.get('week')));
  const from = params.get('from') ? dayStart(params.get('from')) : dayStart(null);
  const toParam = params.get('to');
  const to = toParam ? dayStart(toParam) : addDays(from, 30);
  const kind = PLANNING_KINDS.find((k) => k === params.get('kind'));
  const status = PLANNING_STATUSES.find((s) => s === params.get('status'));
  const country = Number(params.get('country'));
  return {
    view,
    week,
    from,
    to: to < from ? from : to,
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    ...(Number.isInteger(country) && country > 0 ? { country_id: country } : {}),
  };
}

/** The API filters of a view: the week shown, or the list's days (both ends included). */
export function filtersOf(locale: string, plan: TPlanView): TPlanningFilters {
  const [from, to] =
    plan.view === 'week' ? [plan.week, addDays(plan.week, 7)] : [plan.from, addDays(plan.to, 1)];
  return {
    locale,
    from: from.toISOString(),
    to: to.toISOString(),
    ...(plan.kind ? { kind: plan.kind } : {}),
    ...(plan.status ? { status: plan.status } : {}),
    ...(plan.country_id ? { country_id: plan.country_id } : {}),
  };
}
