import { statisticsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { dashboard } from '../../services/statistics/dashboard';
import { countryScopeOf } from '../../services/statistics/territory-scope';

export const dashboardRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, statisticsEndpoints.dashboard, async (request) =>
    dashboard(app.db, request.query.period, {
      now: app.now(),
      secrets: app.secrets,
      countryScope: await countryScopeOf(app.db, actorOf(request)),
    }),
  );
};
