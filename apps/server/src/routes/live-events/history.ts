import { ZErrorResponse, ZLiveEventSlugParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listHistory } from '../../services/history/record-history';
import { findLiveEvent } from '../../services/live-events/find-live-event';
import { LIVE } from './base';

const ZHistory = z.object({
  history: z.array(
    z.object({
      id: z.number(),
      action: z.string(),
      created_at: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      actor: z.object({ id: z.number(), name: z.string() }).nullable(),
    }),
  ),
});

export const eventHistoryRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${LIVE}/events/:slug/history`,
    {
      schema: {
        tags: ['live events'],
        summary: 'Who changed the event, when, before and after',
        params: ZLiveEventSlugParam,
        response: { 200: ZHistory, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const event = await findLiveEvent(app.db, request.params.slug);
      return { history: await listHistory(app.db, 'live_event', event.id, { limit: 200 }) };
    },
  );
};
