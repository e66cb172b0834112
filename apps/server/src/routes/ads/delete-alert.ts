import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { deleteAlert } from '../../services/ads/delete-alert';

export const deleteAlertRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.deleteAlert, async (request) => {
    await app.transact((tx) => deleteAlert(tx, actorOf(request).id, request.params.id, app.now()));
    return null;
  });
};
