import { tagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { listTags } from '../../services/tags/list-tags';

export const listTagsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, tagEndpoints.list, async (request) => listTags(app.db, request.query));
};
