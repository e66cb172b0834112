import { ZErrorResponse, ZLiveEventSlugParam } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveEvents } from '../../db/schema';
import { recordHistory } from '../../services/history/record-history';
import { findLiveEvent } from '../../services/live-events/find-live-event';
import { actorOf, LIVE } from './base';

const ZSynchronization = z.object({ slug: z.string(), synchronized: z.boolean() });

/** Whether the event is mirrored to the public site: POST switches it on, DELETE off. */
export const synchronizationsRoute: FastifyPluginAsyncZod = async (app) => {
  for (const [method, synchronized] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: `${LIVE}/events/:slug/synchronizations`,
      schema: {
        tags: ['live events'],
        params: ZLiveEventSlugParam,
        response: { 200: ZSynchronization, 404: ZErrorResponse },
      },
      handler: async (request) =>
        app.transact(async (tx) => {
          const event = await findLiveEvent(tx, request.params.slug, { lock: true });
          await tx.update(liveEvents).set({ synchronized }).where(eq(liveEvents.id, event.id));
          await recordHistory(tx, {
            subjectType: 'live_event',
            subjectId: event.id,
            action: synchronized ? 'synchronize' : 'unsynchronize',
            actorId: actorOf(request).id,
            before: { synchronized: event.synchronized },
            after: { synchronized },
          });
          return { slug: event.slug, synchronized };
        }),
    });
  }
};
