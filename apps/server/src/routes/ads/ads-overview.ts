import { ZAdsOverview } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readAdsOverview } from '../../services/ads/ads-overview';
import { ADS, errorsOf, TAGS } from './base';

export const adsOverviewRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADS,
    {
      schema: {
        tags: TAGS,
        summary: 'What the area needs first: the main locale /ads leads to',
        response: { 200: ZAdsOverview, ...errorsOf() },
      },
    },
    () => readAdsOverview(app.db),
  );
};
