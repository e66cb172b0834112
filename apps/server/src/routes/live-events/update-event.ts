import { liveEventEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { updateLiveEvent } from '../../services/live-events/update-live-event';

export const updateEventRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, liveEventEndpoints.update, async (request) => {
    const actor = actorOf(request);
    return app.transact((tx) =>
      updateLiveEvent(tx, actor, request.params.slug, request.body.event, app.now()),
    );
  });
};
