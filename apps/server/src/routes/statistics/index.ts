import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoute } from './dashboard';
import { exportPassStatisticsRoute } from './export-pass-statistics';
import { exportTargetLogsRoute } from './export-target-logs';
import { listTargetLogEventsRoute } from './list-target-log-events';
import { listTargetLogsRoute } from './list-target-logs';
import { passStatisticsRoute } from './pass-statistics';
import { targetTimelineRoute } from './target-timeline';

/** SPEC §2 Statistics. */
export const statisticsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listTargetLogsRoute);
  await app.register(exportTargetLogsRoute);
  await app.register(listTargetLogEventsRoute);
  await app.register(targetTimelineRoute);
  await app.register(passStatisticsRoute);
  await app.register(exportPassStatisticsRoute);
  await app.register(dashboardRoute);
};
