import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { createBanner } from '../../services/ads/create-banner';
import { actorOf } from './base';

export const createBannerRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.createBanner, (request) =>
    app.transact((tx) => createBanner(tx, actorOf(request), request.body.banner, app.now())),
  );
};
