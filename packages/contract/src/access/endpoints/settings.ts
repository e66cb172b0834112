import type { TAccessArea } from '../policy';

export const SETTINGS_ENDPOINTS = {
  'GET /api/admin/settings/general': 'settings',
  'PATCH /api/admin/settings/general': 'settings',
  'GET /api/admin/settings/wowza_servers': 'settings',
  'POST /api/admin/settings/wowza_servers': 'settings',
  'PATCH /api/admin/settings/wowza_servers/:id': 'settings',
  'DELETE /api/admin/settings/wowza_servers/:id': 'settings',
  'POST /api/admin/settings/wowza_servers/:id/check': 'settings',
} as const satisfies Record<string, TAccessArea>;
