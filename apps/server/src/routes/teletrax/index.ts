import { teletraxEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineHistoryRoute } from '../../http/define-history-route';
import { defineRoute } from '../../http/define-route';
import { readDetection } from '../../services/teletrax/detection-rows';
import { followUpDetection } from '../../services/teletrax/follow-up';
import { listImports, readImport } from '../../services/teletrax/imports';
import { detectionTotals, listDetections } from '../../services/teletrax/list-detections';
import { importSourceRoutes } from './import-source';
import { uploadReportRoute } from './upload-report';

/** Teletrax broadcast monitoring: /api/admin/teletrax (area `teletrax`, decided). */
export const teletraxRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, teletraxEndpoints.list, (request) => listDetections(app.db, request.query));
  defineRoute(app, teletraxEndpoints.totals, (request) => detectionTotals(app.db, request.query));
  defineRoute(app, teletraxEndpoints.get, (request) => readDetection(app.db, request.params.id));
  defineRoute(app, teletraxEndpoints.followUp, (request) =>
    app.transact((tx) =>
      followUpDetection(tx, actorOf(request).id, request.params.id, request.body, app.now()),
    ),
  );
  defineHistoryRoute(app, teletraxEndpoints.history, { subject: 'teletrax_detection' });
  defineRoute(app, teletraxEndpoints.imports, (request) => listImports(app.db, request.query));
  defineRoute(app, teletraxEndpoints.import, (request) => readImport(app.db, request.params.id));
  await app.register(uploadReportRoute);
  await app.register(importSourceRoutes);
};
