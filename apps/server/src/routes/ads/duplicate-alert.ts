import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { duplicateAlert } from '../../services/ads/duplicate-alert';

export const duplicateAlertRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.duplicateAlert, async (request) => ({
    alerts: await app.transact((tx) =>
      duplicateAlert(tx, actorOf(request).id, request.params.id, request.body.locales, app.now()),
    ),
  }));
};
