const DAY_MS = 86_400_000;
const HALF_DAY_MS = DAY_MS / 2;

/** Span kinds, largest first (pass_statistics_span_start in drizzle/0038). */
const SPANS = ['y1', 'm6', 'm3', 'm1', 'd16', 'd8', 'd4', 'd2', 'd1'] as const;
type TSpanKind = (typeof SPANS)[number];
export type TSpan = { span: TSpanKind; start: string };
/** A stretch of time read from the facts, added (+1) or taken away (-1). */
export type TFactRange = { from: Date; to: Date; sign: 1 | -1 };

export const dayText = (at: Date) => at.toISOString().slice(0, 10);
const monthAfter = (at: Date, months: number) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
const MONTHS: Partial<Record<TSpanKind, number>> = { y1: 12, m6: 6, m3: 3, m1: 1 };

function fits(at: Date, span: TSpanKind, until: Date): Date | null {
  const months = MONTHS[span];
  const day = at.getUTCDate();
  if (months) {
    if (day !== 1 || at.getUTCMonth() % months !== 0) return null;
    const end = monthAfter(at, months);
    return end <= until ? end : null;
  }
  const days = Number(span.slice(1));
  if ((day - 1) % days !== 0) return null;
  const end = new Date(Math.min(at.getTime() + days * DAY_MS, monthAfter(at, 1).getTime()));
  return end <= until ? end : null;
}

/**
 * Whole UTC days [from, to) as the fewest aligned spans, largest first from the left: a year
 * ending yesterday is about ten (a few days and blocks, a month, a half year, a quarter ...).
 */
export function spansOf(from: Date, to: Date): TSpan[] {
  const spans: TSpan[] = [];
  let at = from;
  while (at < to) {
    for (const span of SPANS) {
      const end = fits(at, span, to);
      if (!end) continue;
      spans.push({ span, start: dayText(at) });
      at = end;
      break;
    }
  }
  return spans;
}

/** The whole months and the days the spans cover (the levels the detailed rollups keep). */
export function monthsAndDays(spans: TSpan[]) {
  const months: string[] = [];
  const days: string[] = [];
  for (const { span, start } of spans) {
    const at = new Date(`${start}T00:00:00Z`);
    const months_ = MONTHS[span];
    if (months_) {
      for (let m = 0; m < months_; m++) months.push(dayText(monthAfter(at, m)));
    } else {
      const end = fits(at, span, new Date(8.64e15)) ?? at;
      for (let d = at.getTime(); d < end.getTime(); d += DAY_MS) days.push(dayText(new Date(d)));
    }
  }
  return { months, days };
}

/**
 * [start, end): its whole UTC days as spans, and the hours at either edge (the range's ends are
 * midnights in the asked zone). An edge of more than 12 hours is its whole UTC day (`fullDays`,
 * read from the day's rollups) less the facts of the rest of that day, so at most 12 hours of
 * facts are read at each end: Kolkata's 18.5-hour edge costs its 5.5-hour complement.
 */
export function coverOf(start: Date, end: Date) {
  const dayStart = new Date(Math.ceil(start.getTime() / DAY_MS) * DAY_MS);
  const dayEnd = new Date(Math.floor(end.getTime() / DAY_MS) * DAY_MS);
  if (dayStart > dayEnd) {
    return { spans: [], fullDays: [], facts: [{ from: start, to: end, sign: 1 }] as TFactRange[] };
  }
  const fullDays: string[] = [];
  const facts: TFactRange[] = [];
  const edge = (from: Date, to: Date, day: Date) => {
    if (from >= to) return;
    if (to.getTime() - from.getTime() <= HALF_DAY_MS) {
      facts.push({ from, to, sign: 1 });
      return;
    }
    fullDays.push(dayText(day));
    const dayEnd_ = new Date(day.getTime() + DAY_MS);
    if (day < from) facts.push({ from: day, to: from, sign: -1 });
    if (to < dayEnd_) facts.push({ from: to, to: dayEnd_, sign: -1 });
  };
  edge(start, dayStart, new Date(dayStart.getTime() - DAY_MS));
  edge(dayEnd, end, dayEnd);
  return { spans: spansOf(dayStart, dayEnd), fullDays, facts };
}
