import { liveEventEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { createLiveEvent } from '../../services/live-events/create-live-event';

export const createEventRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, liveEventEndpoints.create, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) => createLiveEvent(tx, actorId, request.body.event, app.now()));
  });
};
