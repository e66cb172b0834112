import {
  instantOf,
  type TPlanningEntry,
  type TPlanningEntryCreate,
  wallClockIn,
  ZPlanningEntryCreate,
} from '@newsroom/contract';
import { fromZonedInput, toZonedInput } from '../../../lib/format/local-time';
import { contractResolver } from '../../../lib/forms/contract-resolver';

/** The form: `starts_at` is what the `datetime-local` input holds (on the admin's clock, `zone`). */
export type TEntryForm = {
  title: string;
  starts_at: string;
  time_zone: string;
  kind: TPlanningEntry['kind'];
  status: TPlanningEntry['status'];
  desk: string;
  country_id: number | null;
  region_id: number | null;
  city: string;
  description: string;
  live_event_id: number | null;
};

/** The fields a 422 may name (`entry.title` → `title`). */
export const ENTRY_FIELDS = [
  'title',
  'starts_at',
  'time_zone',
  'kind',
  'status',
  'desk',
  'country_id',
  'region_id',
  'city',
  'description',
  'live_event_id',
] as const satisfies readonly (keyof TEntryForm)[];

/** 10:00 on the admin's clock on `day` (today when none). */
function tenOClock(day: Date, zone: string) {
  const { year, month, day: date } = wallClockIn(day, zone);
  return instantOf({ year, month, day: date, hour: 10 }, zone).toISOString();
}

/** A new entry is planned at 10:00 in the admin's zone, which is also the place's at first. */
export function formOf(entry: TPlanningEntry | null, zone: string, day?: Date): TEntryForm {
  if (!entry) {
    return {
      title: '',
      starts_at: toZonedInput(tenOClock(day ?? new Date(), zone), zone),
      time_zone: zone,
      kind: 'video',
      status: 'planned',
      desk: '',
      country_id: null,
      region_id: null,
      city: '',
      description: '',
      live_event_id: null,
    };
  }
  return {
    title: entry.title,
    starts_at: toZonedInput(entry.starts_at, zone),
    time_zone: entry.time_zone,
    kind: entry.kind,
    status: entry.status,
    desk: entry.desk,
    country_id: entry.country_id,
    region_id: entry.region_id,
    city: entry.city,
    description: entry.description,
    live_event_id: entry.live_event_id,
  };
}

/** The body fields of a form (the start typed in the admin's zone, sent as an instant). */
export function bodyOf(
  form: TEntryForm,
  zone: string,
): Omit<TPlanningEntryCreate['entry'], 'locale'> {
  return { ...form, starts_at: fromZonedInput(form.starts_at, zone) ?? '' };
}

/** Checks the form with the contract's create schema (an edit sends the same fields). */
export const entryResolver = (locale: string, zone: string) =>
  contractResolver<TEntryForm>(
    ZPlanningEntryCreate,
    (values) => ({ entry: { locale, ...bodyOf(values, zone) } }),
    'entry.',
  );

/** The new live event form's address with the entry's values (the live events area reads them). */
export function liveEventFormPath(form: TEntryForm, zone: string): string {
  const params = new URLSearchParams({ title: form.title });
  const start = fromZonedInput(form.starts_at, zone);
  if (start) params.set('start_at', start);
  if (form.country_id) params.set('country_id', String(form.country_id));
  if (form.region_id) params.set('region_id', String(form.region_id));
  return `/content/live-event/new?${params}`;
}
