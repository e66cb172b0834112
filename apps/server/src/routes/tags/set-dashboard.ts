import { ZErrorResponse, ZIdParam, ZTag, ZTagDashboardUpdate } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setDashboard } from '../../services/tags/set-dashboard';

export const setDashboardRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/admin/content/tags/:id/dashboard',
    {
      schema: {
        tags: ['tags'],
        summary:
          'Put a tag on the dashboard (optionally at a position), move it there, or take it off',
        params: ZIdParam,
        body: ZTagDashboardUpdate,
        response: {
          200: ZTag,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const actorId = request.currentUser?.id ?? null;
      return app.transact((tx) =>
        setDashboard(tx, actorId, request.params.id, request.body, app.now()),
      );
    },
  );
};
