import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { getAlert, listAlerts } from '../../services/ads/list-alerts';

export const listAlertsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.listAlerts, (request) =>
    listAlerts(app.db, request.query, app.now()),
  );
  defineRoute(app, adsEndpoints.getAlert, (request) =>
    getAlert(app.db, request.params.id, app.now()),
  );
};
