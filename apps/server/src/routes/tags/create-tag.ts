import { tagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { createTag } from '../../services/tags/create-tag';

export const createTagRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, tagEndpoints.create, async (request) => {
    const actorId = request.currentUser?.id ?? null;
    return app.transact((tx) => createTag(tx, actorId, request.body.tag, app.now()));
  });
};
