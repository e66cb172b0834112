import { ZErrorResponse, ZLiveEvent, ZLiveEventSlugParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findLiveEvent } from '../../services/live-events/find-live-event';
import { presentLiveEvent } from '../../services/live-events/present-live-event';
import { LIVE } from './base';

export const getEventRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${LIVE}/events/:slug`,
    {
      schema: {
        tags: ['live events'],
        summary: 'One event by slug (or id)',
        params: ZLiveEventSlugParam,
        response: { 200: ZLiveEvent, 404: ZErrorResponse },
      },
    },
    async (request) => presentLiveEvent(app.db, await findLiveEvent(app.db, request.params.slug)),
  );
};
