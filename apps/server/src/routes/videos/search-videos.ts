import { videoEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { searchVideos } from '../../services/videos/search-videos';

export const searchVideosRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, videoEndpoints.search, async (request) => searchVideos(app.db, request.query));
};
