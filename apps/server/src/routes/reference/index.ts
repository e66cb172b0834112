import { referenceEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import {
  listBillingCountries,
  listCountries,
  listLocales,
  listRegions,
  listSignupCountries,
} from '../../services/reference/lists';
import { listTimeZones, secondsWhileOffsetsHold } from '../../services/reference/time-zones';

/** SPEC §7 Reference: small read-only lists, one line each. */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  const countries = async (request: { query: { locale?: string } }) => ({
    countries: await listCountries(app.db, request.query.locale),
  });
  // The app asks for the list on every page load: the browser keeps it while the offsets hold.
  defineRoute(app, referenceEndpoints.timeZones, async (_request, reply) => {
    const now = app.now();
    reply.header('cache-control', `public, max-age=${secondsWhileOffsetsHold(now)}`);
    return { time_zones: listTimeZones(now) };
  });
  defineRoute(app, referenceEndpoints.locales, async () => ({
    locales: await listLocales(app.db),
  }));
  defineRoute(app, referenceEndpoints.countries, countries);
  defineRoute(app, referenceEndpoints.adminCountries, countries);
  defineRoute(app, referenceEndpoints.adminBusinessCountries, async (request) => ({
    countries: await listBillingCountries(app.db, request.query.locale),
  }));
  defineRoute(app, referenceEndpoints.signupCountries, async (request) => ({
    countries: await listSignupCountries(app.db, request.query.locale),
  }));
  defineRoute(app, referenceEndpoints.adminRegions, async (request) => ({
    regions: await listRegions(app.db, request.query.locale),
  }));
};
