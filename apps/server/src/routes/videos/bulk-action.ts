import { videoEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { runBulkAction } from '../../services/videos/bulk-action';

export const bulkActionRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, videoEndpoints.bulk, async (request) =>
    app.transact((tx) => runBulkAction(tx, request.body, app.now())),
  );
};
