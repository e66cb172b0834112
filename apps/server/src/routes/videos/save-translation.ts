import {
  ZErrorResponse,
  ZVideoTranslation,
  ZVideoTranslationParams,
  ZVideoTranslationSave,
} from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/actor-of';
import { saveVideoTranslation } from '../../services/videos/save-translation';

export const saveTranslationRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/admin/content/video_projects/:id/translations/:locale',
    {
      schema: {
        tags: ['videos'],
        summary:
          "Save one locale's title and description (422 for an unknown or the video's own locale)",
        params: ZVideoTranslationParams,
        body: ZVideoTranslationSave,
        response: {
          200: ZVideoTranslation,
          404: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request) =>
      app.transact((tx) =>
        saveVideoTranslation(
          tx,
          actorOf(request).id,
          request.params.id,
          request.params.locale,
          request.body.translation,
          app.now(),
        ),
      ),
  );
};
