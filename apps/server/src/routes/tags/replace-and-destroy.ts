import { ZErrorResponse, ZIdParam, ZTagReplace, ZTagReplaceResult } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { replaceAndDestroy } from '../../services/tags/replace-tag';

export const replaceAndDestroyRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/content/tags/:id/replace_and_destroy',
    {
      schema: {
        tags: ['tags'],
        summary: 'Move every use of a tag to another tag of its locale, then delete it',
        params: ZIdParam,
        body: ZTagReplace,
        response: {
          200: ZTagReplaceResult,
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
        replaceAndDestroy(tx, actorId, request.params.id, request.body.replacer_id),
      );
    },
  );
};
