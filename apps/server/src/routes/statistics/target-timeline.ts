import { statisticsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { targetTimeline } from '../../services/statistics/target-timeline';

export const targetTimelineRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, statisticsEndpoints.targetTimeline, async (request) =>
    targetTimeline(app.db, request.params.id, app.now()),
  );
};
