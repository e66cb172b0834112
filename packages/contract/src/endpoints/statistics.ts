import { ZCsvFile, ZIdParam } from '../schemas/common';
import { ZDashboard, ZDashboardQuery } from '../schemas/statistics-dashboard';
import { ZPassStatistics, ZPassStatisticsQuery } from '../schemas/statistics-pass';
import {
  ZTargetLogEvents,
  ZTargetLogEventsQuery,
  ZTargetLogFilter,
  ZTargetLogPage,
  ZTargetLogQuery,
  ZTargetTimeline,
} from '../schemas/statistics-targets';
import { defineEndpoint } from './define-endpoint';

const STATISTICS = '/api/admin/statistics';
const common = { tags: ['statistics'] } as const;

/** SPEC §2 statistics screens, guarded by the Statistics row of SPEC §6. */
export const statisticsEndpoints = {
  targetLogs: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${STATISTICS}/target_logs`,
    access: 'statistics',
    summary:
      'State changes and errors of every stream target, newest first, filtered and paged (422 when to is before from)',
    query: ZTargetLogQuery,
    response: ZTargetLogPage,
  }),
  targetLogsCsv: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${STATISTICS}/target_logs.csv`,
    access: 'statistics',
    summary: 'The filtered target logs as a CSV attachment (text/csv), newest first',
    query: ZTargetLogFilter,
    response: ZCsvFile,
    produces: 'text/csv',
  }),
  targetLogEvents: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${STATISTICS}/target_logs/events`,
    access: 'statistics',
    summary: 'Live events that have target logs (for the event filter), newest first',
    query: ZTargetLogEventsQuery,
    response: ZTargetLogEvents,
  }),
  targetTimeline: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${STATISTICS}/target_logs/events/:id/timeline`,
    access: 'statistics',
    summary: "One event's targets: their states over time and their uptime share",
    params: ZIdParam,
    response: ZTargetTimeline,
    errors: [404],
  }),
  pass: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${STATISTICS}/pass`,
    access: 'statistics',
    summary:
      'Purchases and downloads over a range by day, week or month in a time zone: counts and revenue per currency, a top-20 breakdown (422 for a bad range)',
    query: ZPassStatisticsQuery,
    response: ZPassStatistics,
  }),
  passCsv: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${STATISTICS}/pass.csv`,
    access: 'statistics',
    summary: 'The pass statistics breakdown table as a CSV attachment (text/csv)',
    query: ZPassStatisticsQuery,
    response: ZCsvFile,
    produces: 'text/csv',
  }),
  dashboard: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${STATISTICS}/dashboard`,
    access: 'statistics',
    summary:
      'The dashboard report of a period (24h, 7d, 30d, 90d, 1y): built-in figures, or the Redash embed address',
    query: ZDashboardQuery,
    response: ZDashboard,
  }),
};
