import { ZBannerList, ZBannerListQuery } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listBanners } from '../../services/ads/list-banners';
import { ADS, errorsOf, TAGS } from './base';

export const listBannersRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${ADS}/banners`,
    {
      schema: {
        tags: TAGS,
        summary: "A locale's banners by placement, each placement in order, with their state",
        querystring: ZBannerListQuery,
        response: { 200: ZBannerList, ...errorsOf(422) },
      },
    },
    (request) => listBanners(app.db, request.query, app.now()),
  );
};
