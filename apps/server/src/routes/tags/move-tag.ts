import { tagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { moveTag } from '../../services/tags/move-tag';

export const moveTagRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, tagEndpoints.move, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      moveTag(tx, actorId, request.params.id, request.body.position, app.now()),
    );
  });
};
