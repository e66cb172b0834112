import { adminTimeZoneOf, currentZoneName, isRuntimeTimeZone } from '@newsroom/contract';
import { createContext, type ReactNode, useContext } from 'react';
import { serverPageEnvironment } from '../page/page-environment';
import { useTimeZones } from '../reference/time-zones';
import { usePreferences } from '../session/preferences-api';

// Each Intl formatter costs far more to make than to use (a list of 25 dates made 50 of them
// per render): they are made once per locale and zone and kept.
let browserZoneOnce: string | undefined;
/** The browser's zone by its current name (Chromium in India says "Asia/Calcutta"). */
export const browserZone = () => {
  const rendering = serverPageEnvironment();
  if (rendering) return currentZoneName(rendering.timeZone);
  browserZoneOnce ??= currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  return browserZoneOnce;
};
/** The locale dates are written in: the browser's, or on the server the page's (never Node's own). */
export const browserLocale = () =>
  serverPageEnvironment()?.locale ||
  (typeof navigator !== 'undefined' && navigator.language) ||
  'en';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(
  kind: 'moment' | 'zone',
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${kind} ${browserLocale()} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(browserLocale(), { ...options, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "2026-11-25 20:44 UTC": what the hover shows, the same for every admin. */
export function formatUtc(value: string | Date): string {
  const iso = typeof value === 'string' ? new Date(value).toISOString() : value.toISOString();
  return `${iso.slice(0, 16).replace('T', ' ')} UTC`;
}

/** A moment in the admin's locale and time zone, with the zone named ("Nov 25, 2026, 9:44 PM GMT+1"). */
export function formatDateTime(value: string | Date, timeZone = browserZone()): string {
  return formatterOf('moment', timeZone, { dateStyle: 'medium', timeStyle: 'short' })
    .format(new Date(value))
    .concat(' ', zoneName(new Date(value), timeZone));
}

function zoneName(date: Date, timeZone: string) {
  return (
    formatterOf('zone', timeZone, { timeZoneName: 'short' })
      .formatToParts(date)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/**
 * The admin's time zone: the one chosen in "My preferences" (stored on the server, written into
 * the page), else the browser's; either only when the server's list (/api/time_zones, loaded at
 * start) knows it, UTC otherwise.
 */
export function useAdminTimeZone(): string {
  const provided = useContext(AdminTimeZoneContext);
  // Whether a provider is above is fixed for a component's life, so the hooks run in the same
  // order on every render of it.
  // biome-ignore lint/correctness/useHookAtTopLevel: see above; tests mount dates without the app
  return provided ?? useOwnAdminTimeZone();
}

function useOwnAdminTimeZone(): string {
  return adminTimeZone(useTimeZones().data?.time_zones, usePreferences().data?.time_zone);
}

// A list of 25 rows has 50 dates: each asking the query cache for the zones, the preferences and
// the current user cost a tenth of the server's render. The app works the zone out once here.
const AdminTimeZoneContext = createContext<string | undefined>(undefined);

/** Works out the admin's time zone once for everything inside (see useAdminTimeZone). */
export function AdminTimeZoneProvider({ children }: { children: ReactNode }) {
  return (
    <AdminTimeZoneContext.Provider value={useOwnAdminTimeZone()}>
      {children}
    </AdminTimeZoneContext.Provider>
  );
}

/**
 * useAdminTimeZone's choice from what is known so far: the chosen zone as soon as it is known
 * (the page carries it), checked against the zone list once that is in, and before it against
 * the browser's own zones, as the server checks it when it draws the page.
 */
export function adminTimeZone(
  zones: { name: string }[] | undefined,
  chosen: string | null | undefined,
): string {
  const known = zones
    ? (zone: string) => zones.some((item) => item.name === zone)
    : isRuntimeTimeZone;
  return adminTimeZoneOf(chosen, browserZone(), known);
}

/**
 * The one way a date and time is shown: in the admin's locale and time zone, UTC on hover.
 * Empty values show a dash.
 */
export function DateTime({ value }: { value: string | Date | null | undefined }) {
  const timeZone = useAdminTimeZone();
  if (!value || Number.isNaN(new Date(value).getTime())) return <>—</>;
  const iso = new Date(value).toISOString();
  return (
    <time dateTime={iso} title={formatUtc(iso)}>
      {formatDateTime(iso, timeZone)}
    </time>
  );
}
