import { videoEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { listVideoTranslations } from '../../services/videos/list-translations';

export const listTranslationsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, videoEndpoints.translations, async (request) =>
    listVideoTranslations(app.db, request.params.id),
  );
};
