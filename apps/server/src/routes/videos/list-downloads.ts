import {
  ZErrorResponse,
  ZVideoDownloadList,
  ZVideoDownloadsParams,
  ZVideoDownloadsQuery,
} from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listDownloads } from '../../services/videos/list-downloads';

export const listDownloadsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content/video_projects/:id/downloads',
    {
      schema: {
        tags: ['videos'],
        summary: "A page of the video's downloads, newest first",
        params: ZVideoDownloadsParams,
        querystring: ZVideoDownloadsQuery,
        response: { 200: ZVideoDownloadList, 404: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) => listDownloads(app.db, request.params.id, request.query),
  );
};
