import { ZBanner, ZBannerUpdate, ZIdParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateBanner } from '../../services/ads/update-banner';
import { ADS, actorOf, errorsOf, TAGS } from './base';

export const updateBannerRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    `${ADS}/banners/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'Change a banner (409 when the version is stale)',
        params: ZIdParam,
        body: ZBannerUpdate,
        response: { 200: ZBanner, ...errorsOf(404, 409, 422) },
      },
    },
    (request) =>
      app.transact((tx) =>
        updateBanner(tx, actorOf(request), request.params.id, request.body.banner, app.now()),
      ),
  );
};
