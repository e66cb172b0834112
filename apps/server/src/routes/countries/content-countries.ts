import { countryEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineHistoryRoute } from '../../http/define-history-route';
import { defineRoute } from '../../http/define-route';
import {
  contentCountrySubject,
  createContentCountry,
  deleteContentCountry,
  listContentCountries,
  updateContentCountry,
} from '../../services/countries/content-countries';

export const contentCountriesRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, countryEndpoints.listContentCountries, async () => listContentCountries(app.db));
  defineRoute(app, countryEndpoints.createContentCountry, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) => createContentCountry(tx, actorId, request.body.country, app.now()));
  });
  defineRoute(app, countryEndpoints.updateContentCountry, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      updateContentCountry(tx, actorId, request.params.id, request.body.country, app.now()),
    );
  });
  defineRoute(app, countryEndpoints.deleteContentCountry, async (request) => {
    const actorId = actorOf(request).id;
    await app.transact((tx) => deleteContentCountry(tx, actorId, request.params.id));
    return null;
  });
  defineHistoryRoute(app, countryEndpoints.contentCountryHistory, {
    subject: 'settings',
    subjectId: (request) => contentCountrySubject(request.params.id),
  });
};
