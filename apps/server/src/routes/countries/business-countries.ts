import { countryEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineHistoryRoute } from '../../http/define-history-route';
import { defineRoute } from '../../http/define-route';
import {
  businessCountrySubject,
  createBusinessCountry,
  deleteBusinessCountry,
  listBusinessCountries,
  updateBusinessCountry,
} from '../../services/countries/business-countries';

export const businessCountriesRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, countryEndpoints.listBusinessCountries, async () =>
    listBusinessCountries(app.db),
  );
  defineRoute(app, countryEndpoints.createBusinessCountry, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      createBusinessCountry(tx, actorId, request.body.country, app.now()),
    );
  });
  defineRoute(app, countryEndpoints.updateBusinessCountry, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      updateBusinessCountry(tx, actorId, request.params.id, request.body.country, app.now()),
    );
  });
  defineRoute(app, countryEndpoints.deleteBusinessCountry, async (request) => {
    const actorId = actorOf(request).id;
    await app.transact((tx) => deleteBusinessCountry(tx, actorId, request.params.id));
    return null;
  });
  defineHistoryRoute(app, countryEndpoints.businessCountryHistory, {
    subject: 'settings',
    subjectId: (request) => businessCountrySubject(request.params.id),
  });
};
