import { adsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineHistoryRoute } from '../../http/define-history-route';

/** Histories stay readable after the banner or alert is deleted: the id comes from the path. */
export const adHistoryRoute: FastifyPluginAsync = async (app) => {
  defineHistoryRoute(app, adsEndpoints.bannerHistory, { subject: 'banner' });
  defineHistoryRoute(app, adsEndpoints.alertHistory, { subject: 'alert' });
};
