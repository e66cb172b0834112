import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { countries, liveEvents, locales, regions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

const invalid = (field: string, message: string) => new HttpError(422, 'invalid', field, message);

export function assertTimeZone(zone: string, field: string): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw invalid(field, 'Unknown time zone');
  }
}

type TRefs = {
  locale?: string;
  country_id?: number | null;
  region_id?: number | null;
  live_event_id?: number | null;
  time_zone?: string;
};

/** The references an entry names must exist (422 on the field otherwise). */
export async function assertEntryRefs(db: TDbOrTx, refs: TRefs, prefix = 'entry'): Promise<void> {
  if (refs.time_zone !== undefined) assertTimeZone(refs.time_zone, `${prefix}.time_zone`);
  const checks: [unknown, () => Promise<unknown[]>, string, string][] = [
    [
      refs.locale,
      () =>
        db
          .select({ x: locales.code })
          .from(locales)
          .where(eq(locales.code, refs.locale ?? '')),
      'locale',
      'Unknown locale',
    ],
    [
      refs.country_id,
      () =>
        db
          .select({ x: countries.id })
          .from(countries)
          .where(eq(countries.id, refs.country_id ?? 0)),
      'country_id',
      'Unknown country',
    ],
    [
      refs.region_id,
      () =>
        db
          .select({ x: regions.id })
          .from(regions)
          .where(eq(regions.id, refs.region_id ?? 0)),
      'region_id',
      'Unknown region',
    ],
    [
      refs.live_event_id,
      () =>
        db
          .select({ x: liveEvents.id })
          .from(liveEvents)
          .where(eq(liveEvents.id, refs.live_event_id ?? 0)),
      'live_event_id',
      'Unknown live event',
    ],
  ];
  for (const [value, find, field, message] of checks) {
    if (value === undefined || value === null) continue;
    if ((await find()).length === 0) throw invalid(`${prefix}.${field}`, message);
  }
}
