import { ZErrorResponse, ZIdParam, ZVideo, ZVideoUpdate } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/actor-of';
import { findVideo, updateVideo } from '../../services/videos/update-video';

export const videoRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content/video_projects/:id',
    {
      schema: {
        tags: ['videos'],
        params: ZIdParam,
        response: { 200: ZVideo, 404: ZErrorResponse },
      },
    },
    async (request) => findVideo(app.db, request.params.id),
  );
  app.patch(
    '/api/admin/content/video_projects/:id',
    {
      schema: {
        tags: ['videos'],
        summary: "Edit a video's details (409 on a stale version)",
        params: ZIdParam,
        body: ZVideoUpdate,
        response: { 200: ZVideo, 404: ZErrorResponse, 409: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) =>
      app.transact((tx) =>
        updateVideo(tx, actorOf(request).id, request.params.id, request.body.video, app.now()),
      ),
  );
};
