import { planningEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineHistoryRoute } from '../../http/define-history-route';
import { defineRoute } from '../../http/define-route';
import { exportPlanningCsv, exportPlanningIcs } from '../../services/planning/export-entries';
import { listEntries, readPlanningOverview } from '../../services/planning/list-entries';
import { readEntry } from '../../services/planning/planning-rows';
import { createEntry, deleteEntry, updateEntry } from '../../services/planning/save-entry';

/** Planning section: /api/admin/planning (the Planning row of SPEC §6). */
export const planningRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, planningEndpoints.overview, () => readPlanningOverview(app.db));
  defineRoute(app, planningEndpoints.list, (request) => listEntries(app.db, request.query));
  defineRoute(app, planningEndpoints.get, (request) => readEntry(app.db, request.params.id));
  defineRoute(app, planningEndpoints.create, (request) =>
    app.transact((tx) => createEntry(tx, actorOf(request).id, request.body.entry, app.now())),
  );
  defineRoute(app, planningEndpoints.update, (request) =>
    app.transact((tx) =>
      updateEntry(tx, actorOf(request).id, request.params.id, request.body.entry, app.now()),
    ),
  );
  defineRoute(app, planningEndpoints.delete, async (request) => {
    await app.transact((tx) => deleteEntry(tx, actorOf(request).id, request.params.id));
    return null;
  });
  defineHistoryRoute(app, planningEndpoints.history, {
    subject: 'planning_entry',
    subjectId: (request) => request.params.id,
  });
  defineRoute(app, planningEndpoints.exportCsv, async (request, reply) => {
    const file = await exportPlanningCsv(app.db, request.query, app.now());
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', file.disposition)
      .send(file.body);
  });
  defineRoute(app, planningEndpoints.exportIcs, async (request, reply) => {
    const file = await exportPlanningIcs(app.db, request.query, app.now());
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', file.disposition)
      .send(file.body);
  });
};
