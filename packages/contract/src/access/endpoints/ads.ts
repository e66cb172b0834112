import type { TAccessArea } from '../policy';

/** Alerts and ads (issue #13), guarded by the Ads row of SPEC §6. */
export const ADS_ENDPOINTS = {
  'GET /api/admin/ads': 'ads',
  'GET /api/admin/ads/banners': 'ads',
  'POST /api/admin/ads/banners': 'ads',
  'GET /api/admin/ads/banners/:id': 'ads',
  'PATCH /api/admin/ads/banners/:id': 'ads',
  'DELETE /api/admin/ads/banners/:id': 'ads',
  'PATCH /api/admin/ads/banners/:id/positions': 'ads',
  'POST /api/admin/ads/banners/:id/image': 'ads',
  'DELETE /api/admin/ads/banners/:id/image': 'ads',
  'POST /api/admin/ads/banners/:id/duplicates': 'ads',
  'GET /api/admin/ads/banners/:id/history': 'ads',
  'GET /api/admin/ads/alerts': 'ads',
  'POST /api/admin/ads/alerts': 'ads',
  'GET /api/admin/ads/alerts/:id': 'ads',
  'PATCH /api/admin/ads/alerts/:id': 'ads',
  'DELETE /api/admin/ads/alerts/:id': 'ads',
  'POST /api/admin/ads/alerts/:id/duplicates': 'ads',
  'GET /api/admin/ads/alerts/:id/history': 'ads',
} as const satisfies Record<string, TAccessArea>;
