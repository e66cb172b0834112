import { mkdir } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { restoreStaleClaims } from '../../services/ftp-videos/ftp-file-claim';
import { importFtpVideoRoute } from './import-ftp-video';
import { listFtpVideosRoute } from './list-ftp-videos';

/** FTP ingest (issue #4 point 7), under /api/admin/content/ftp_videos. */
export const ftpVideosRoutes: FastifyPluginAsync = async (app) => {
  // Created at start, so uploads have somewhere to land before anyone opens the screen.
  await mkdir(app.config.ftpDir, { recursive: true });
  await restoreStaleClaims(app.config.ftpDir, app.now());
  await app.register(listFtpVideosRoute);
  await app.register(importFtpVideoRoute);
};
