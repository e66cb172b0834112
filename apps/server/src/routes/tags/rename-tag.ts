import { tagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { renameTag } from '../../services/tags/rename-tag';

export const renameTagRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, tagEndpoints.rename, async (request) => {
    const actorId = request.currentUser?.id ?? null;
    return app.transact((tx) =>
      renameTag(tx, actorId, request.params.id, request.body.tag, app.now()),
    );
  });
};
