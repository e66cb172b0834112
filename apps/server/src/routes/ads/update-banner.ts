import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { updateBanner } from '../../services/ads/update-banner';
import { actorOf } from './base';

export const updateBannerRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.updateBanner, (request) =>
    app.transact((tx) =>
      updateBanner(tx, actorOf(request), request.params.id, request.body.banner, app.now()),
    ),
  );
};
