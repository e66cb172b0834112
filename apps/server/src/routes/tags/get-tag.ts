import { tagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { findTag } from '../../services/tags/list-tags';

export const getTagRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, tagEndpoints.get, async (request) => findTag(app.db, request.params.id));
};
