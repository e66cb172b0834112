import { ZErrorResponse, ZIdParam, ZTag } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findTag } from '../../services/tags/list-tags';

export const getTagRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content/tags/:id',
    {
      schema: {
        tags: ['tags'],
        summary: 'One tag',
        params: ZIdParam,
        response: {
          200: ZTag,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request) => findTag(app.db, request.params.id),
  );
};
