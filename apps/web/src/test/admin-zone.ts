import { json } from './json-response';

/**
 * Answers "My preferences" and the server's zone list so the admin's clock is `zone` (for a
 * `stubApi` answer); undefined for any other call.
 */
export const adminZoneAnswer = (zone: string) => (url: string) => {
  if (url.startsWith('/api/admin/preferences')) return json(200, { time_zone: zone });
  if (url.startsWith('/api/time_zones'))
    return json(200, { time_zones: [{ name: zone, offset: '+00:00' }] });
  return undefined;
};
