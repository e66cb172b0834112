import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { createBanner } from '../../services/ads/create-banner';

export const createBannerRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.createBanner, (request) =>
    app.transact((tx) => createBanner(tx, actorOf(request).id, request.body.banner, app.now())),
  );
};
