import { ZErrorResponse, ZIdParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteTag } from '../../services/tags/delete-tag';

export const deleteTagRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/admin/content/tags/:id',
    {
      schema: {
        tags: ['tags'],
        summary: 'Delete a tag and its uses; the positions after it close up',
        params: ZIdParam,
        response: {
          204: z.null(),
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const actorId = request.currentUser?.id ?? null;
      await app.transact((tx) => deleteTag(tx, actorId, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
