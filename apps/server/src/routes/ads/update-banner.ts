import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { updateBanner } from '../../services/ads/update-banner';

export const updateBannerRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.updateBanner, (request) =>
    app.transact((tx) =>
      updateBanner(tx, actorOf(request).id, request.params.id, request.body.banner, app.now()),
    ),
  );
};
