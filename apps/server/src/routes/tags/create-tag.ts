import { tagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { createTag } from '../../services/tags/create-tag';

export const createTagRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, tagEndpoints.create, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) => createTag(tx, actorId, request.body.tag, app.now()));
  });
};
