import {
  ZErrorResponse,
  ZLiveEventSlugParam,
  ZLiveEventTranslation,
  ZLiveEventTranslationList,
  ZLiveEventTranslationParams,
  ZLiveEventTranslationSave,
} from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/actor-of';
import { listTranslations, saveTranslation } from '../../services/live-events/translations';
import { LIVE } from './base';

const tags = ['live events'];

/** An event's translations per locale (the screen addresses the event by id or slug). */
export const translationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${LIVE}/events/:slug/translations`,
    {
      schema: {
        tags,
        params: ZLiveEventSlugParam,
        response: { 200: ZLiveEventTranslationList, 404: ZErrorResponse },
      },
    },
    async (request) => listTranslations(app.db, request.params.slug),
  );
  app.put(
    `${LIVE}/events/:slug/translations/:locale`,
    {
      schema: {
        tags,
        params: ZLiveEventTranslationParams,
        body: ZLiveEventTranslationSave,
        response: { 200: ZLiveEventTranslation, 404: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) =>
      app.transact((tx) =>
        saveTranslation(
          tx,
          actorOf(request).id,
          request.params.slug,
          request.params.locale,
          request.body.translation,
        ),
      ),
  );
};
