import { statisticsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { exportPassStatistics } from '../../services/statistics/pass-statistics-csv';
import { countryScopeOf } from '../../services/statistics/territory-scope';

export const exportPassStatisticsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, statisticsEndpoints.passCsv, async (request, reply) => {
    const scope = await countryScopeOf(app.db, actorOf(request));
    const { csv, disposition } = await exportPassStatistics(app.db, request.query, scope);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', disposition)
      .send(csv);
  });
};
