import { liveEventOperationEndpoints as ops } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { setSynchronized } from '../../services/live-events/synchronization';

/** Whether the event is mirrored to the public site: POST switches it on, DELETE off. */
export const synchronizationsRoute: FastifyPluginAsync = async (app) => {
  for (const [endpoint, synchronized] of [
    [ops.synchronize, true],
    [ops.unsynchronize, false],
  ] as const) {
    defineRoute(app, endpoint, async (request) => {
      const actorId = actorOf(request).id;
      return app.transact((tx) => setSynchronized(tx, actorId, request.params.slug, synchronized));
    });
  }
};
