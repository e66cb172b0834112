import { tagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { deleteTag } from '../../services/tags/delete-tag';

export const deleteTagRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, tagEndpoints.delete, async (request) => {
    const actorId = request.currentUser?.id ?? null;
    await app.transact((tx) => deleteTag(tx, actorId, request.params.id));
    return null;
  });
};
