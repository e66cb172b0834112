import { countryEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineHistoryRoute } from '../../http/define-history-route';
import { defineRoute } from '../../http/define-route';
import {
  createContentRegion,
  deleteContentRegion,
  listContentRegions,
  regionSubject,
  updateContentRegion,
} from '../../services/countries/regions';

export const regionsRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, countryEndpoints.listRegions, async () => listContentRegions(app.db));
  defineRoute(app, countryEndpoints.createRegion, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) => createContentRegion(tx, actorId, request.body.region, app.now()));
  });
  defineRoute(app, countryEndpoints.updateRegion, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      updateContentRegion(tx, actorId, request.params.id, request.body.region, app.now()),
    );
  });
  defineRoute(app, countryEndpoints.deleteRegion, async (request) => {
    const actorId = actorOf(request).id;
    await app.transact((tx) => deleteContentRegion(tx, actorId, request.params.id));
    return null;
  });
  defineHistoryRoute(app, countryEndpoints.regionHistory, {
    subject: 'settings',
    subjectId: (request) => regionSubject(request.params.id),
  });
};
