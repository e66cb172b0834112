import { ZErrorResponse, ZIdParam, ZTag, ZTagPositionUpdate } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moveTag } from '../../services/tags/move-tag';

export const moveTagRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/admin/content/tags/:id/positions',
    {
      schema: {
        tags: ['tags'],
        summary: 'Move a tag to a 1-based position in its locale',
        params: ZIdParam,
        body: ZTagPositionUpdate,
        response: {
          200: ZTag,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const actorId = request.currentUser?.id ?? null;
      return app.transact((tx) =>
        moveTag(tx, actorId, request.params.id, request.body.position, app.now()),
      );
    },
  );
};
