import {
  ZErrorResponse,
  ZLiveEvent,
  ZLiveEventSlugParam,
  ZLiveEventStatusChange,
} from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/actor-of';
import { changeStatus, recreateLiveEvent } from '../../services/live-events/change-status';
import { LIVE } from './base';

export const changeStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    `${LIVE}/events/:slug/status`,
    {
      schema: {
        tags: ['live events'],
        summary: 'Move the event along new → going_live → live → ended',
        params: ZLiveEventSlugParam,
        body: ZLiveEventStatusChange,
        response: { 200: ZLiveEvent, 404: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request) =>
      app.transact((tx) =>
        changeStatus(tx, actorOf(request).id, request.params.slug, request.body.status, app.now()),
      ),
  );

  app.post(
    `${LIVE}/events/:slug/recreate`,
    {
      schema: {
        tags: ['live events'],
        summary: 'Start the stream afresh: status new, every target idle',
        params: ZLiveEventSlugParam,
        response: { 200: ZLiveEvent, 404: ZErrorResponse },
      },
    },
    async (request) =>
      app.transact((tx) =>
        recreateLiveEvent(tx, actorOf(request).id, request.params.slug, app.now()),
      ),
  );
};
