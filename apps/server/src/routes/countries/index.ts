import type { FastifyPluginAsync } from 'fastify';
import { businessCountriesRoutes } from './business-countries';
import { contentCountriesRoutes } from './content-countries';
import { regionsRoutes } from './regions';

/** Settings → Countries: content countries, regions and business countries. */
export const countriesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(contentCountriesRoutes);
  await app.register(regionsRoutes);
  await app.register(businessCountriesRoutes);
};
