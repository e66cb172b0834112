import { videoEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { listDownloads } from '../../services/videos/list-downloads';

export const listDownloadsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, videoEndpoints.downloads, async (request) =>
    listDownloads(app.db, request.params.id, request.query),
  );
};
