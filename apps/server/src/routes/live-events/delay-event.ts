import {
  ZErrorResponse,
  ZLiveEvent,
  ZLiveEventDelay,
  ZLiveEventSlugParam,
} from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/actor-of';
import { delayLiveEvent } from '../../services/live-events/delay-live-event';
import { LIVE } from './base';

export const delayEventRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${LIVE}/events/:slug/delay`,
    {
      schema: {
        tags: ['live events'],
        summary: 'Move the start; the first start is kept and the clients are told',
        params: ZLiveEventSlugParam,
        body: ZLiveEventDelay,
        response: { 200: ZLiveEvent, 404: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) =>
      app.transact((tx) =>
        delayLiveEvent(tx, actorOf(request).id, request.params.slug, request.body.time, app.now()),
      ),
  );
};
