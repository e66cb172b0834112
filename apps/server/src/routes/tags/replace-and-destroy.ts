import { tagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { replaceAndDestroy } from '../../services/tags/replace-tag';

export const replaceAndDestroyRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, tagEndpoints.replaceAndDestroy, async (request) => {
    const actorId = request.currentUser?.id ?? null;
    return app.transact((tx) =>
      replaceAndDestroy(tx, actorId, request.params.id, request.body.replacer_id),
    );
  });
};
