import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { duplicateAlert } from '../../services/ads/duplicate-alert';
import { actorOf } from './base';

export const duplicateAlertRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.duplicateAlert, async (request) => ({
    alerts: await app.transact((tx) =>
      duplicateAlert(tx, actorOf(request), request.params.id, request.body.locales, app.now()),
    ),
  }));
};
