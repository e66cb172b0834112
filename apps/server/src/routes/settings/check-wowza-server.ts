import { ZErrorResponse, ZIdParam, ZWowzaServerCheck } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkWowzaServer } from '../../services/settings/check-wowza-server';

export const checkWowzaServerRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/settings/wowza_servers/:id/check',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Ask the saved server for its monitoring figures: whether address and credentials work',
        params: ZIdParam,
        response: {
          200: ZWowzaServerCheck,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    // Outside a transaction: the server may take up to the timeout to answer.
    async (request) => checkWowzaServer(app.db, request.params.id, app.config.WOWZA_TIMEOUT_MS),
  );
};
