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
      // The page's videos arrive from the database as JSON text in the ZVideo shape (the schema
      // documents it; the API tests check it): written out as they are, not parsed and re-checked.
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
    },
    async (request, reply) => {
      const page = await searchVideos(app.db, request.query, {
        cache: app.config.videoSearchCache,
      });
      reply.type('application/json; charset=utf-8');
      return `{"videos":${page.videos},"count":${page.count}}` as never;
    },
  );
};
