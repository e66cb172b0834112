import type { TAdminPreferences, TAdminPreferencesUpdate } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { listTimeZones } from '../reference';

/** The admin's own preferences (null time zone: the browser's). */
export async function readAdminPreferences(
  db: TDbOrTx,
  adminId: number,
): Promise<TAdminPreferences> {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, adminId));
  return { time_zone: row?.timeZone ?? null };
}

/**
 * Stores the admin's time zone; it must be one /api/time_zones lists (the same list the
 * screen offers), so a typo is a 422 by the field, never a zone the browser cannot show.
 */
export async function updateAdminPreferences(
  db: TDbOrTx,
  adminId: number,
  change: TAdminPreferencesUpdate['preferences'],
  now: Date,
): Promise<TAdminPreferences> {
  const zone = change.time_zone;
  if (zone !== null && !listTimeZones(now).some((known) => known.name === zone)) {
    throw new HttpError(
      422,
      'invalid',
      'preferences.time_zone',
      `“${zone}” is not a time zone of the list`,
    );
  }
  await db.update(users).set({ timeZone: zone }).where(eq(users.id, adminId));
  return { time_zone: zone };
}
