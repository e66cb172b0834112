import { ZErrorResponse, ZIdParam, ZTagHistory, ZTagHistoryQuery } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listHistory } from '../../services/history/record-history';

/** History stays readable after the tag is deleted or merged away. */
export const tagHistoryRoute: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['tags'],
    params: ZIdParam,
    querystring: ZTagHistoryQuery,
    response: { 200: ZTagHistory, 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse },
  };
  app.get(
    '/api/admin/content/tags/:id/history',
    { schema: { ...schema, summary: "A tag's changes, newest first" } },
    async (request) => ({
      history: await listHistory(app.db, 'tag', request.params.id, {
        beforeId: request.query.before_id,
      }),
    }),
  );
  app.get(
    '/api/admin/content/tags/:id/dashboard/history',
    { schema: { ...schema, summary: "A tag's dashboard changes, newest first" } },
    async (request) => ({
      history: await listHistory(app.db, 'dashboard_tag', request.params.id, {
        beforeId: request.query.before_id,
      }),
    }),
  );
};
