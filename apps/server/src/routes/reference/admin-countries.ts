import { ZCountriesResponse, ZErrorResponse } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCountries } from '../../services/reference/lists';

export const adminCountriesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content/countries',
    {
      schema: {
        tags: ['reference'],
        summary: 'Countries with their region (admins)',
        response: { 200: ZCountriesResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async () => ({ countries: await listCountries(app.db) }),
  );
};
