import { ZErrorResponse, ZFtpVideoList } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listFtpVideos } from '../../services/ftp-videos/list-ftp-videos';

export const listFtpVideosRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content/ftp_videos',
    {
      schema: {
        tags: ['ftp videos'],
        summary: 'The video files waiting in the FTP ingest folder, newest first',
        response: { 200: ZFtpVideoList, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async () => listFtpVideos(app.config.ftpDir),
  );
};
