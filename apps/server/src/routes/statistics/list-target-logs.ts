import { statisticsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { listTargetLogs } from '../../services/statistics/target-logs';

export const listTargetLogsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, statisticsEndpoints.targetLogs, async (request) =>
    listTargetLogs(app.db, request.query),
  );
};
