import { tagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { renameTag } from '../../services/tags/rename-tag';

export const renameTagRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, tagEndpoints.rename, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      renameTag(tx, actorId, request.params.id, request.body.tag, app.now()),
    );
  });
};
