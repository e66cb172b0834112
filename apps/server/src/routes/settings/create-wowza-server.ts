import { ZErrorResponse, ZWowzaServer, ZWowzaServerCreate } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/actor-of';
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
      const actorId = actorOf(request).id;
      const server = await app.transact((tx) =>
        createWowzaServer(tx, actorId, request.body.wowza_server, app.now()),
      );
      return reply.status(201).send(server);
    },
  );
};
