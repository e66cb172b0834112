import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { moveBanner } from '../../services/ads/move-banner';
import { actorOf } from './base';

export const moveBannerRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.moveBanner, (request) =>
    app.transact((tx) =>
      moveBanner(tx, actorOf(request), request.params.id, request.body.position, app.now()),
    ),
  );
};
