import { ZErrorResponse, ZIdParam, ZVideoTranslations } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listVideoTranslations } from '../../services/videos/list-translations';

export const listTranslationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/content/video_projects/:id/translations',
    {
      schema: {
        tags: ['videos'],
        summary:
          'The original beside every locale, `missing: true` where nobody has translated yet',
        params: ZIdParam,
        response: { 200: ZVideoTranslations, 404: ZErrorResponse },
      },
    },
    async (request) => listVideoTranslations(app.db, request.params.id),
  );
};
