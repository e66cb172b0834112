import { liveEventOperationEndpoints as ops } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import {
  eventTargets,
  pollStreamStatistics,
  targetLogs,
} from '../../services/live-events/stream-statistics';

/** The event's stream targets: now, their past changes, and their figures. */
export const targetsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, ops.targets, async (request) =>
    eventTargets(app.db, request.params.slug, app.now()),
  );
  // Reading the figures polls the streaming engine, which may move targets on.
  defineRoute(app, ops.streamStatistics, async (request) =>
    pollStreamStatistics(app, request.params.slug, app.now()),
  );
  defineRoute(app, ops.targetLogs, async (request) => targetLogs(app.db, request.params.slug));
};
