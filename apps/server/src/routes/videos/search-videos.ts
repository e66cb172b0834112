import { ZErrorResponse, ZVideoSearchQuery, ZVideoSearchResult } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchVideos } from '../../services/videos/search-videos';

export const searchVideosRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content/video_projects/search',
    {
      schema: {
        tags: ['videos'],
        summary: 'Search videos by external name, title and description, with filters, 15 a page',
        querystring: ZVideoSearchQuery,
        response: { 200: ZVideoSearchResult, 422: ZErrorResponse },
      },
    },
    async (request) => searchVideos(app.db, request.query),
  );
};
