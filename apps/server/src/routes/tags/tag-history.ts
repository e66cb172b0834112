import { tagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineHistoryRoute } from '../../http/define-history-route';

/** History stays readable after the tag is deleted or merged away: the id comes from the path. */
export const tagHistoryRoute: FastifyPluginAsync = async (app) => {
  defineHistoryRoute(app, tagEndpoints.history, { subject: 'tag' });
  defineHistoryRoute(app, tagEndpoints.dashboardHistory, { subject: 'dashboard_tag' });
};
