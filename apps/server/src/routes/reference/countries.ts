import { ZCountriesResponse } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCountries } from '../../services/reference/lists';

export const countriesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/countries.json',
    {
      schema: { tags: ['reference'], summary: 'Countries', response: { 200: ZCountriesResponse } },
    },
    async () => ({ countries: await listCountries(app.db) }),
  );
};
