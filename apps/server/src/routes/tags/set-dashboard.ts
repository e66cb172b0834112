import { tagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { setDashboard } from '../../services/tags/set-dashboard';

export const setDashboardRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, tagEndpoints.setDashboard, async (request) => {
    const actorId = request.currentUser?.id ?? null;
    return app.transact((tx) =>
      setDashboard(tx, actorId, request.params.id, request.body, app.now()),
    );
  });
};
