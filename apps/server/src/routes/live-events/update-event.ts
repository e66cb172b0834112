import {
  ZErrorResponse,
  ZLiveEvent,
  ZLiveEventSlugParam,
  ZLiveEventUpdate,
} from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/actor-of';
import { updateLiveEvent } from '../../services/live-events/update-live-event';
import { LIVE } from './base';

export const updateEventRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    `${LIVE}/events/:slug`,
    {
      schema: {
        tags: ['live events'],
        summary: 'Change an event (409 on a stale version)',
        params: ZLiveEventSlugParam,
        body: ZLiveEventUpdate,
        response: {
          200: ZLiveEvent,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          422: ZErrorResponse,
        },
      },
    },
    async (request) =>
      app.transact((tx) =>
        updateLiveEvent(tx, actorOf(request), request.params.slug, request.body.event, app.now()),
      ),
  );
};
