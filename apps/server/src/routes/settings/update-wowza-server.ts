import { ZErrorResponse, ZIdParam, ZWowzaServer, ZWowzaServerUpdate } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/actor-of';
import { updateWowzaServer } from '../../services/settings/wowza-servers';

export const updateWowzaServerRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/admin/settings/wowza_servers/:id',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Change a Wowza server; a left-out password is kept (409 when the version is stale)',
        params: ZIdParam,
        body: ZWowzaServerUpdate,
        response: {
          200: ZWowzaServer,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const actorId = actorOf(request).id;
      return app.transact((tx) =>
        updateWowzaServer(tx, actorId, request.params.id, request.body.wowza_server, app.now()),
      );
    },
  );
};
