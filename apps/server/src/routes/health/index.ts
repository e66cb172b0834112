import { healthEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { checkDatabase } from '../../services/health/check-database';

/** 200 once the server can serve: the database answers. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, healthEndpoints.health, async () => {
    await checkDatabase(app.db);
    return { status: 'ok' as const };
  });
};
