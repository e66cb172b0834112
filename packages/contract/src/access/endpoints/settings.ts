import type { TAccessArea } from '../policy';

export const SETTINGS_ENDPOINTS = {
  'GET /api/admin/settings/general': 'settings',
  'PATCH /api/admin/settings/general': 'settings',
} as const satisfies Record<string, TAccessArea>;
