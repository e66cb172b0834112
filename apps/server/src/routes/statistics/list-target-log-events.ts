import { statisticsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { listTargetLogEvents } from '../../services/statistics/target-log-events';

export const listTargetLogEventsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, statisticsEndpoints.targetLogEvents, async (request) =>
    listTargetLogEvents(app.db, request.query),
  );
};
