import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { createAlert } from '../../services/ads/create-alert';
import { updateAlert } from '../../services/ads/update-alert';

/** Create and change: both keep at most one live alert per type and locale (409 alert_overlap). */
export const saveAlertRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.createAlert, (request) => {
    const { alert, end_overlapping } = request.body;
    return app.transact((tx) =>
      createAlert(tx, actorOf(request).id, alert, end_overlapping, app.now()),
    );
  });
  defineRoute(app, adsEndpoints.updateAlert, (request) => {
    const { alert, end_overlapping } = request.body;
    return app.transact((tx) =>
      updateAlert(tx, actorOf(request).id, request.params.id, alert, end_overlapping, app.now()),
    );
  });
};
