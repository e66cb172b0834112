import { liveEventEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { changeStatus, recreateLiveEvent } from '../../services/live-events/change-status';

export const changeStatusRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, liveEventEndpoints.changeStatus, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      changeStatus(tx, actorId, request.params.slug, request.body.status, app.now()),
    );
  });

  defineRoute(app, liveEventEndpoints.recreate, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) => recreateLiveEvent(tx, actorId, request.params.slug, app.now()));
  });
};
