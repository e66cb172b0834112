import { useAdminTimeZone } from '../../../lib/format/date-time';
import { useTimeZones } from '../../../lib/reference/reference-api';
import { usePreferences } from '../../../lib/session/preferences-api';
import { cutsHalfHours } from './pass-query';

/**
 * The zone pass statistics cut days in unless the URL names one: the admin's, when the
 * statistics can cut days there, else UTC; undefined until the admin's zone is known, so the
 * first request already asks for the right days.
 */
export function usePassZone(): string | undefined {
  const admin = useAdminTimeZone();
  const zones = useTimeZones();
  const preferences = usePreferences();
  if (zones.isPending || preferences.isPending) return undefined;
  const known = zones.data?.time_zones.find((zone) => zone.name === admin);
  return known && cutsHalfHours(known.offset) ? admin : 'UTC';
}
