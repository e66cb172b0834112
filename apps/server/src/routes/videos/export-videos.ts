import { videoEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { exportVideos } from '../../services/videos/export-videos';

export const exportVideosRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, videoEndpoints.export, async (request, reply) => {
    const { csv, disposition } = await exportVideos(app.db, request.body, app.now());
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', disposition)
      .send(csv);
  });
};
