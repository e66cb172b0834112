import { videoEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { saveVideoTranslation } from '../../services/videos/save-translation';

export const saveTranslationRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, videoEndpoints.saveTranslation, async (request) => {
    const actorId = actorOf(request).id;
    const { id, locale } = request.params;
    return app.transact((tx) =>
      saveVideoTranslation(tx, actorId, id, locale, request.body.translation, app.now()),
    );
  });
};
