import type { TAccessArea } from '../policy';

export const REFERENCE_ENDPOINTS = {
  'GET /api/admin/content/countries': 'anyAdmin',
  'GET /api/admin/content/regions': 'anyAdmin',
} as const satisfies Record<string, TAccessArea>;
