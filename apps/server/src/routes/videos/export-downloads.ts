import { videoEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { exportDownloads } from '../../services/videos/export-downloads';

export const exportDownloadsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, videoEndpoints.downloadsCsv, async (request, reply) => {
    const { csv, disposition } = await exportDownloads(app.db, request.params.id);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', disposition)
      .send(csv);
  });
};
