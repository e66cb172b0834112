import { ZErrorResponse, ZTagList, ZTagListQuery } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listTags } from '../../services/tags/list-tags';

export const listTagsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content/tags',
    {
      schema: {
        tags: ['tags'],
        summary: "A page of a locale's tags in position order, optionally searched by name",
        querystring: ZTagListQuery,
        response: { 200: ZTagList, 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) => listTags(app.db, request.query),
  );
};
