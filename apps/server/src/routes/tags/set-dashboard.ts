import { tagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { setDashboard } from '../../services/tags/set-dashboard';

export const setDashboardRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, tagEndpoints.setDashboard, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      setDashboard(tx, actorId, request.params.id, request.body, app.now()),
    );
  });
};
