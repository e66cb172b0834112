import { ZErrorResponse, ZVideoBulkAction, ZVideoBulkResult } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { runBulkAction } from '../../services/videos/bulk-action';

export const bulkActionRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/content/video_projects/bulk',
    {
      schema: {
        tags: ['videos'],
        summary:
          'Tag, untag, publish or unpublish the selected videos in one transaction (409 when the count moved)',
        body: ZVideoBulkAction,
        response: { 200: ZVideoBulkResult, 409: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) => app.transact((tx) => runBulkAction(tx, request.body, app.now())),
  );
};
