import { ZErrorResponse, ZIdParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor-of';
import { deleteWowzaServer } from '../../services/settings/wowza-servers';

export const deleteWowzaServerRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/admin/settings/wowza_servers/:id',
    {
      schema: {
        tags: ['settings'],
        summary: 'Remove a Wowza server',
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
      const actorId = actorOf(request).id;
      await app.transact((tx) => deleteWowzaServer(tx, actorId, request.params.id));
      return reply.status(204).send(null);
    },
  );
};
