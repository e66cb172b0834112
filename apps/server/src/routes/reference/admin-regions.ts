import { ZErrorResponse, ZRegionsResponse } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listRegions } from '../../services/reference/lists';

export const adminRegionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content/regions',
    {
      schema: {
        tags: ['reference'],
        summary: 'Regions (admins)',
        response: { 200: ZRegionsResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async () => ({ regions: await listRegions(app.db) }),
  );
};
