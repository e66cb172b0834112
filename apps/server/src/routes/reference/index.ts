import type { FastifyPluginAsync } from 'fastify';
import { adminCountriesRoute } from './admin-countries';
import { adminRegionsRoute } from './admin-regions';
import { countriesRoute } from './countries';
import { localesRoute } from './locales';
import { timeZonesRoute } from './time-zones';

/** SPEC §7 Reference: small read-only lists. */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  await app.register(timeZonesRoute);
  await app.register(localesRoute);
  await app.register(countriesRoute);
  await app.register(adminCountriesRoute);
  await app.register(adminRegionsRoute);
};
