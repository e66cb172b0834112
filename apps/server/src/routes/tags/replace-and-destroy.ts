import { tagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { replaceAndDestroy } from '../../services/tags/replace-tag';

export const replaceAndDestroyRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, tagEndpoints.replaceAndDestroy, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      replaceAndDestroy(tx, actorId, request.params.id, request.body.replacer_id),
    );
  });
};
