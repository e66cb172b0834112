import { translationQueueEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { listTranslationQueue } from '../../services/translation-queue';

/** The translators' queue: what still needs translating into a locale. */
export const translationQueueRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, translationQueueEndpoints.list, async (request) =>
    listTranslationQueue(app.db, request.query),
  );
};
