import type { TAccessArea } from '../policy';

/** FTP ingest (issue #4 point 7), guarded by the decided `ftpVideos` area. */
export const FTP_VIDEO_ENDPOINTS = {
  'GET /api/admin/content/ftp_videos': 'ftpVideos',
  'POST /api/admin/content/ftp_videos/import': 'ftpVideos',
} as const satisfies Record<string, TAccessArea>;
