import { ZAdminPreferences, ZAdminPreferencesUpdate } from '../schemas/preferences';
import { defineEndpoint } from './define-endpoint';

const PREFERENCES = '/api/admin/preferences';
const common = { access: 'anyAdmin', tags: ['preferences'] } as const;

/** The signed-in admin's own preferences (issue 19: the time zone dates are shown in). */
export const preferenceEndpoints = {
  get: defineEndpoint({
    ...common,
    method: 'GET',
    path: PREFERENCES,
    summary: "The signed-in admin's preferences",
    response: ZAdminPreferences,
  }),
  update: defineEndpoint({
    ...common,
    method: 'PATCH',
    path: PREFERENCES,
    summary:
      "Change the signed-in admin's preferences; a time zone must be one of /api/time_zones (null: the browser's)",
    body: ZAdminPreferencesUpdate,
    response: ZAdminPreferences,
  }),
};
