import type { TPlanningEntry, TPlanningFilters } from '@newsroom/contract';
import ical, { ICalEventStatus } from 'ical-generator';
import type { TDbOrTx } from '../../db/client';
import { attachment, type TCsvColumn, toCsv } from '../videos';
import { allEntries } from './list-entries';

/** A planned item has a start only; calendars get an hour for it. */
const EVENT_LENGTH_MS = 60 * 60_000;

const placeOf = (entry: TPlanningEntry) =>
  [entry.city, entry.region_name, entry.country_name].filter(Boolean).join(', ');

/** The start as the place's own clock shows it, e.g. 2027-03-01 14:00. */
const localTime = (entry: TPlanningEntry) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: entry.time_zone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(entry.starts_at));

const COLUMNS: TCsvColumn<TPlanningEntry>[] = [
  { header: 'id', value: (e) => e.id },
  { header: 'starts_at_utc', value: (e) => e.starts_at },
  { header: 'local_time', value: localTime },
  { header: 'time_zone', value: (e) => e.time_zone },
  { header: 'title', value: (e) => e.title },
  { header: 'kind', value: (e) => e.kind },
  { header: 'status', value: (e) => e.status },
  { header: 'desk', value: (e) => e.desk },
  { header: 'country', value: (e) => e.country_name },
  { header: 'region', value: (e) => e.region_name },
  { header: 'city', value: (e) => e.city },
  { header: 'live_event_id', value: (e) => e.live_event_id },
  { header: 'description', value: (e) => e.description },
];

const STATUS: Record<TPlanningEntry['status'], ICalEventStatus> = {
  planned: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  done: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
};

const stamp = (now: Date) => now.toISOString().slice(0, 10);

export async function exportPlanningCsv(db: TDbOrTx, filters: TPlanningFilters, now: Date) {
  const entries = await allEntries(db, filters);
  return {
    body: toCsv(COLUMNS, entries),
    disposition: attachment(`planning-${filters.locale}-${stamp(now)}.csv`),
  };
}

/** One VEVENT per entry, in UTC (any calendar shows it in its own zone). */
export async function exportPlanningIcs(db: TDbOrTx, filters: TPlanningFilters, now: Date) {
  const entries = await allEntries(db, filters);
  const calendar = ical({
    name: `Coverage plan (${filters.locale})`,
    prodId: { company: 'newsroom', product: 'planning', language: 'EN' },
  });
  for (const entry of entries) {
    const start = new Date(entry.starts_at);
    calendar.createEvent({
      id: `planning-${entry.id}@newsroom`,
      start,
      end: new Date(start.getTime() + EVENT_LENGTH_MS),
      stamp: new Date(entry.updated_at),
      summary: entry.title,
      description: entry.description || null,
      location: placeOf(entry) || null,
      status: STATUS[entry.status],
      categories: [{ name: entry.kind }],
      sequence: entry.version - 1,
    });
  }
  return {
    body: calendar.toString(),
    disposition: attachment(`planning-${filters.locale}-${stamp(now)}.ics`),
  };
}
