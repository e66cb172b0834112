import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { duplicateBanner } from '../../services/ads/duplicate-banner';

export const duplicateBannerRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.duplicateBanner, async (request) => ({
    banners: await app.transact((tx) =>
      duplicateBanner(tx, actorOf(request).id, request.params.id, request.body.locales, app.now()),
    ),
  }));
};
