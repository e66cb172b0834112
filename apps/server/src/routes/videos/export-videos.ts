import { ZErrorResponse, ZVideoExport } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportVideos } from '../../services/videos/export-videos';

export const exportVideosRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/content/video_projects/export',
    {
      schema: {
        tags: ['videos'],
        summary:
          'The selected videos as a CSV attachment (text/csv); body as the bulk call, 409 when the count moved',
        body: ZVideoExport,
        response: {
          200: { content: { 'text/csv': { schema: z.string() } } },
          409: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { csv, disposition } = await exportVideos(app.db, request.body, app.now());
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', disposition)
        .send(csv);
    },
  );
};
