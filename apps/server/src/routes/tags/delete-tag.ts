import { tagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { deleteTag } from '../../services/tags/delete-tag';

export const deleteTagRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, tagEndpoints.delete, async (request) => {
    const actorId = actorOf(request).id;
    await app.transact((tx) => deleteTag(tx, actorId, request.params.id));
    return null;
  });
};
