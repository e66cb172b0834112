import { ZErrorResponse, ZWowzaServer, ZWowzaServerCreate } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createWowzaServer } from '../../services/settings/wowza-servers';

export const createWowzaServerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/settings/wowza_servers',
    {
      schema: {
        tags: ['settings'],
        summary: 'Add a Wowza server (422 taken when the name exists)',
        body: ZWowzaServerCreate,
        response: {
          201: ZWowzaServer,
          401: ZErrorResponse,
          403: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const actorId = request.currentUser?.id ?? null;
      const server = await app.transact((tx) =>
        createWowzaServer(tx, actorId, request.body.wowza_server, app.now()),
      );
      return reply.status(201).send(server);
    },
  );
};
