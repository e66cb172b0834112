import type { TAccessArea } from '../policy';

/** SPEC §7 Tags, guarded by the Tags row of SPEC §6. */
export const TAGS_ENDPOINTS = {
  'GET /api/admin/content/tags': 'tags',
  'POST /api/admin/content/tags': 'tags',
  'GET /api/admin/content/tags/dashboard': 'tags',
  'GET /api/admin/content/tags/:id': 'tags',
  'PATCH /api/admin/content/tags/:id': 'tags',
  'DELETE /api/admin/content/tags/:id': 'tags',
  'PATCH /api/admin/content/tags/:id/positions': 'tags',
  'PATCH /api/admin/content/tags/:id/dashboard': 'tags',
  'POST /api/admin/content/tags/:id/replace_and_destroy': 'tags',
  'GET /api/admin/content/tags/:id/history': 'tags',
  'GET /api/admin/content/tags/:id/dashboard/history': 'tags',
} as const satisfies Record<string, TAccessArea>;
