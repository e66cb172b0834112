/**
 * ICU (Node, Chromium) still names some zones by their old IANA names ("Asia/Calcutta"); staff
 * know the current ones, and the zone list (`/api/time_zones`) gives only those. Apart from the
 * zone schemas: the web app's date formatting, on every list, uses it, and must not bring zod
 * onto screens that check no input (docs/decisions.md, First screen).
 */
const CURRENT_ZONE_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Europe/Kiev': 'Europe/Kyiv',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'America/Godthab': 'America/Nuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
};

/** A zone's current IANA name. */
export const currentZoneName = (name: string) => CURRENT_ZONE_NAMES[name] ?? name;

// The zones found known: a check builds a formatter (half a millisecond of every page's render).
// Bounded, as Intl also knows a zone in any mix of upper and lower case.
const knownZones = new Set<string>();
const KNOWN_ZONES_KEPT = 1000;

/** Whether the runtime's time zone database knows `zone` (Node on the server, the browser's). */
export function isRuntimeTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    if (knownZones.size < KNOWN_ZONES_KEPT) knownZones.add(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone an admin's dates and days are in: the one chosen in "My preferences", else the
 * browser's; each only when `known` (the zone list once loaded, the runtime's zones before),
 * UTC otherwise. The server works out a page's zone with it and the app its renders, so both
 * draw and ask for the same days.
 */
export function adminTimeZoneOf(
  chosen: string | null | undefined,
  browser: string,
  known: (zone: string) => boolean = isRuntimeTimeZone,
): string {
  if (chosen && known(chosen)) return chosen;
  return known(browser) ? browser : 'UTC';
}
