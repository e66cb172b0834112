import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { moveBanner } from '../../services/ads/move-banner';

export const moveBannerRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.moveBanner, (request) =>
    app.transact((tx) =>
      moveBanner(tx, actorOf(request).id, request.params.id, request.body.position, app.now()),
    ),
  );
};
