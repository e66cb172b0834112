import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { deleteAlert } from '../../services/ads/delete-alert';
import { actorOf } from './base';

export const deleteAlertRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.deleteAlert, async (request) => {
    await app.transact((tx) => deleteAlert(tx, actorOf(request), request.params.id, app.now()));
    return null;
  });
};
