import type { TAdminPreferences, TAdminPreferencesUpdate } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { sessionCache } from '../auth';
import { listTimeZones } from '../reference';

/** An admin's preferences as the API and the page give them (null time zone: the browser's). */
export const presentAdminPreferences = (user: { timeZone: string | null }): TAdminPreferences => ({
  time_zone: user.timeZone ?? null,
});

/** The admin's own preferences. */
export async function readAdminPreferences(
  db: TDbOrTx,
  adminId: number,
): Promise<TAdminPreferences> {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, adminId));
  return presentAdminPreferences({ timeZone: row?.timeZone ?? null });
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
  // The pages this process serves next carry the new zone (web-host reads the session's user).
  sessionCache.forgetUser(adminId);
  return presentAdminPreferences({ timeZone: zone });
}
