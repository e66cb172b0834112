import { ZErrorResponse, ZLiveEventSlugParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../http/actor-of';
import { setSynchronized } from '../../services/live-events/synchronization';
import { LIVE } from './base';

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
        app.transact((tx) =>
          setSynchronized(tx, actorOf(request).id, request.params.slug, synchronized),
        ),
    });
  }
};
