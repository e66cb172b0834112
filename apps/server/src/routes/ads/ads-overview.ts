import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { readAdsOverview } from '../../services/ads/ads-overview';

export const adsOverviewRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, adsEndpoints.overview, () => readAdsOverview(app.db));
};
