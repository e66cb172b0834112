import { ZErrorResponse, ZIdParam, ZTag, ZTagUpdate } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { renameTag } from '../../services/tags/rename-tag';

export const renameTagRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/admin/content/tags/:id',
    {
      schema: {
        tags: ['tags'],
        summary: 'Rename a tag (409 when the version is stale, 422 taken for a duplicate)',
        params: ZIdParam,
        body: ZTagUpdate,
        response: {
          200: ZTag,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const actorId = request.currentUser?.id ?? null;
      return app.transact((tx) =>
        renameTag(tx, actorId, request.params.id, request.body.tag, app.now()),
      );
    },
  );
};
