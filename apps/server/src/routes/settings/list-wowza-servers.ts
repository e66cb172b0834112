import { ZErrorResponse, ZWowzaServerList } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listWowzaServers } from '../../services/settings/wowza-servers';

export const listWowzaServersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/settings/wowza_servers',
    {
      schema: {
        tags: ['settings'],
        summary: 'Wowza servers (passwords never included) and the engine live events use now',
        response: { 200: ZWowzaServerList, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async () => listWowzaServers(app.db, app.streaming),
  );
};
