import { statisticsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { passStatistics } from '../../services/statistics/pass-statistics';
import { countryScopeOf } from '../../services/statistics/territory-scope';

export const passStatisticsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, statisticsEndpoints.pass, async (request) =>
    passStatistics(app.db, request.query, await countryScopeOf(app.db, actorOf(request))),
  );
};
