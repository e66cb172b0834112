import { liveEventEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { delayLiveEvent } from '../../services/live-events/delay-live-event';

export const delayEventRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, liveEventEndpoints.delay, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      delayLiveEvent(tx, actorId, request.params.slug, request.body.time, app.now()),
    );
  });
};
