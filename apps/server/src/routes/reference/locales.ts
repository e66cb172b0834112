import { ZLocalesResponse } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listLocales } from '../../services/reference/lists';

export const localesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/locales',
    {
      schema: {
        tags: ['reference'],
        summary: 'Content locales',
        response: { 200: ZLocalesResponse },
      },
    },
    async () => ({ locales: await listLocales(app.db) }),
  );
};
