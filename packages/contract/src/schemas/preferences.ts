import { z } from 'zod';

/** The longest IANA zone name is 30 characters ("America/Argentina/ComodRivadavia"), with room. */
export const TIME_ZONE_NAME_MAX_LENGTH = 64;

/** An admin's own settings: `time_zone` null means "the browser's zone". */
export const ZAdminPreferences = z.object({ time_zone: z.string().nullable() });
export type TAdminPreferences = z.infer<typeof ZAdminPreferences>;

export const ZAdminPreferencesUpdate = z.strictObject({
  preferences: z.strictObject({
    time_zone: z.string().trim().min(1).max(TIME_ZONE_NAME_MAX_LENGTH).nullable(),
  }),
});
export type TAdminPreferencesUpdate = z.infer<typeof ZAdminPreferencesUpdate>;
