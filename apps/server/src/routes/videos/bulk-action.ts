import { videoEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { runBulkAction } from '../../services/videos/bulk-action';
import { undoBulkAction } from '../../services/videos/undo-bulk-action';

export const bulkActionRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, videoEndpoints.bulk, async (request) =>
    app.transact((tx) => runBulkAction(tx, request.body, app.now(), actorOf(request).id)),
  );
  defineRoute(app, videoEndpoints.bulkUndo, async (request) =>
    app.transact((tx) =>
      undoBulkAction(tx, Number(request.params.id), app.now(), actorOf(request).id),
    ),
  );
};
