import type { TAccessArea } from '../policy';

/** SPEC §7 Videos, guarded by the video rows of SPEC §6. */
export const VIDEO_ENDPOINTS = {
  'GET /api/admin/content/video_projects/search': 'videos',
  'POST /api/admin/content/video_projects/bulk': 'videos',
  // Translators read a video to translate it; only the video page list may change it.
  'GET /api/admin/content/video_projects/:id': 'videoTranslations',
  'PATCH /api/admin/content/video_projects/:id': 'videoPage',
  // A CSV of the selection is for whoever may act on the list.
  'POST /api/admin/content/video_projects/export': 'videos',
  'GET /api/admin/content/video_projects/:id/downloads': 'videoPage',
  'GET /api/admin/content/video_projects/:id/downloads.csv': 'videoPage',
  'GET /api/admin/content/video_projects/:id/translations': 'videoTranslations',
  'PUT /api/admin/content/video_projects/:id/translations/:locale': 'videoTranslations',
} as const satisfies Record<string, TAccessArea>;
