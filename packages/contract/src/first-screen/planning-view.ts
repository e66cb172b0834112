import {
  PLANNING_KINDS,
  PLANNING_STATUSES,
  type TPlanningFilters,
  type TPlanningKind,
  type TPlanningStatus,
} from '../schemas/planning';
import { instantOf, wallClockIn } from '../zoned-time';

/**
 * The planning screen's view kept in its URL, read the same way by the screen, its route loader
 * and the server answering its first request inside index.html. The days are the admin's (their
 * zone); "this week" (no `week` in the URL) is the week of `today`, a `YYYY-MM-DD` day the caller
 * reads once from one clock (lib/page/page-clock in the web app), never from Date.now() here.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` of a moment in the admin's zone. */
export const dayKey = (date: Date, zone: string) => {
  const wall = wallClockIn(date, zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
};

const readDay = (key: string | null) => {
  const [, year = 0, month = 0, day = 0] = (key?.match(DAY) ?? []).map(Number);
  return year && month >= 1 && month <= 12 && day >= 1 && day <= 31
    ? { year, month, day }
    : undefined;
};

/** Midnight in the admin's zone of a `YYYY-MM-DD` day (of `today` when unreadable). */
export function dayStart(key: string | null, zone: string, today: string): Date {
  const day = readDay(key) ?? readDay(today) ?? { year: 1970, month: 1, day: 1 };
  return instantOf(day, zone);
}

/** The same wall-clock time `days` later in the admin's zone. */
export const addDays = (date: Date, days: number, zone: string) => {
  const wall = wallClockIn(date, zone);
  return instantOf({ ...wall, day: wall.day + days }, zone);
};

/** Monday of the week holding `date`, at midnight in the admin's zone. */
export function weekStart(date: Date, zone: string): Date {
  const wall = wallClockIn(date, zone);
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return instantOf(
    { year: wall.year, month: wall.month, day: wall.day - ((weekday + 6) % 7) },
    zone,
  );
}

/** The same wall-clock time of `iso` (admin's zone) on another day (`YYYY-MM-DD`). */
export function onDay(iso: string, key: string, zone: string): string {
  const from = wallClockIn(new Date(iso), zone);
  const day = wallClockIn(dayStart(key, zone, key), zone);
  return instantOf(
    { ...day, hour: from.hour, minute: from.minute, second: from.second },
    zone,
  ).toISOString();
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
export function readPlanView(params: URLSearchParams, zone: string, today: string): TPlanView {
  const view = params.get('view') === 'list' ? 'list' : 'week';
  const week = weekStart(dayStart(params.get('week'), zone, today), zone);
  const from = dayStart(params.get('from'), zone, today);
  const toParam = params.get('to');
  const to = toParam ? dayStart(toParam, zone, today) : addDays(from, 30, zone);
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
export function planningFiltersOf(locale: string, plan: TPlanView, zone: string): TPlanningFilters {
  const [from, to] =
    plan.view === 'week'
      ? [plan.week, addDays(plan.week, 7, zone)]
      : [plan.from, addDays(plan.to, 1, zone)];
  return {
    locale,
    from: from.toISOString(),
    to: to.toISOString(),
    ...(plan.kind ? { kind: plan.kind } : {}),
    ...(plan.status ? { status: plan.status } : {}),
    ...(plan.country_id ? { country_id: plan.country_id } : {}),
  };
}

/** The entries of a view as the screen asks for them: the query of `planningEndpoints.list`. */
export const planningListQuery = (filters: TPlanningFilters) => ({ ...filters, per_page: 500 });
