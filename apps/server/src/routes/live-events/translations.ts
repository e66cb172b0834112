import { liveEventEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { listTranslations, saveTranslation } from '../../services/live-events/translations';

/** An event's translations per locale (the screen addresses the event by id or slug). */
export const translationsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, liveEventEndpoints.translations, async (request) =>
    listTranslations(app.db, request.params.slug),
  );
  defineRoute(app, liveEventEndpoints.saveTranslation, async (request) => {
    const actorId = actorOf(request).id;
    const { slug, locale } = request.params;
    return app.transact((tx) =>
      saveTranslation(tx, actorId, slug, locale, request.body.translation),
    );
  });
};
