import { ZBanner, ZBannerPositionUpdate, ZIdParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moveBanner } from '../../services/ads/move-banner';
import { ADS, actorOf, errorsOf, TAGS } from './base';

export const moveBannerRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    `${ADS}/banners/:id/positions`,
    {
      schema: {
        tags: TAGS,
        summary: 'Move a banner to a 1-based position within its placement',
        params: ZIdParam,
        body: ZBannerPositionUpdate,
        response: { 200: ZBanner, ...errorsOf(404, 409, 422) },
      },
    },
    (request) =>
      app.transact((tx) =>
        moveBanner(tx, actorOf(request), request.params.id, request.body.position, app.now()),
      ),
  );
};
