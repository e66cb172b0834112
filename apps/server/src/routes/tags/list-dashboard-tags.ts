import { ZDashboardTagListQuery, ZErrorResponse, ZTagList } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listDashboardTags } from '../../services/tags/list-tags';

export const listDashboardTagsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content/tags/dashboard',
    {
      schema: {
        tags: ['tags'],
        summary: "The locale's dashboard tags in dashboard order",
        querystring: ZDashboardTagListQuery,
        response: { 200: ZTagList, 401: ZErrorResponse, 403: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) => listDashboardTags(app.db, request.query),
  );
};
