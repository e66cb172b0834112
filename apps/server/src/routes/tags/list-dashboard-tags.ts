import { tagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { listDashboardTags } from '../../services/tags/list-tags';

export const listDashboardTagsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, tagEndpoints.listDashboard, async (request) =>
    listDashboardTags(app.db, request.query),
  );
};
