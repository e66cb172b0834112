import { ZBanner, ZIdParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBanner } from '../../services/ads/list-banners';
import { ADS, errorsOf, TAGS } from './base';

export const getBannerRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADS}/banners/:id`,
    {
      schema: {
        tags: TAGS,
        summary: 'One banner',
        params: ZIdParam,
        response: { 200: ZBanner, ...errorsOf(404, 422) },
      },
    },
    (request) => getBanner(app.db, request.params.id, app.now()),
  );
};
