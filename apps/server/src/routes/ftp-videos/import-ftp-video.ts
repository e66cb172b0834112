import { join } from 'node:path';
import { ZErrorResponse, ZFtpVideoImport, ZVideo } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/actor-of';
import { importFtpVideo } from '../../services/ftp-videos/import-ftp-video';

export const importFtpVideoRoute: FastifyPluginAsyncZod = async (app) => {
  const dirs = { ftpDir: app.config.ftpDir, mediaDir: join(app.config.dataDir, 'media', 'videos') };
  app.post(
    '/api/admin/content/ftp_videos/import',
    {
      schema: {
        tags: ['ftp videos'],
        summary:
          'Turn a waiting file into a draft video and move it to the media folder (404 when not waiting, 409 when already imported)',
        body: ZFtpVideoImport,
        response: {
          201: ZVideo,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { file_name, ...input } = request.body;
      const actorId = actorOf(request).id;
      const video = await importFtpVideo(
        { transact: app.transact, dirs },
        file_name,
        input,
        actorId,
        app.now(),
      );
      return reply.status(201).send(video);
    },
  );
};
