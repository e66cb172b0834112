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
