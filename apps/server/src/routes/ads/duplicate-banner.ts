import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { duplicateBanner } from '../../services/ads/duplicate-banner';
import { actorOf } from './base';

export const duplicateBannerRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.duplicateBanner, async (request) => ({
    banners: await app.transact((tx) =>
      duplicateBanner(tx, actorOf(request), request.params.id, request.body.locales, app.now()),
    ),
  }));
};
