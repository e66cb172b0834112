import { ZErrorResponse, ZVideoDownloadsParams } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportDownloads } from '../../services/videos/export-downloads';

export const exportDownloadsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content/video_projects/:id/downloads.csv',
    {
      schema: {
        tags: ['videos'],
        summary: 'Every download of the video as a CSV attachment (text/csv)',
        params: ZVideoDownloadsParams,
        response: { 200: { content: { 'text/csv': { schema: z.string() } } }, 404: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { csv, disposition } = await exportDownloads(app.db, request.params.id);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', disposition)
        .send(csv);
    },
  );
};
