import { statisticsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { exportTargetLogs } from '../../services/statistics/target-logs-csv';

export const exportTargetLogsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, statisticsEndpoints.targetLogsCsv, async (request, reply) => {
    const { csv, disposition } = await exportTargetLogs(app.db, request.query);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', disposition)
      .send(csv);
  });
};
