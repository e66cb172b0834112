import { ZCsvFile, ZIdParam, ZNoContent } from '../schemas/common';
import { ZHistoryList, ZHistoryQuery } from '../schemas/history';
import {
  ZPlanningEntry,
  ZPlanningEntryCreate,
  ZPlanningEntryUpdate,
  ZPlanningFilters,
  ZPlanningList,
  ZPlanningListQuery,
  ZPlanningOverview,
} from '../schemas/planning';
import { defineEndpoint } from './define-endpoint';

const PLANNING = '/api/admin/planning';
const ENTRIES = `${PLANNING}/entries`;
const common = { access: 'planning', tags: ['planning'] } as const;

/** Planning section (issue #16): the coverage plan, guarded by the Planning row of SPEC §6. */
export const planningEndpoints = {
  overview: defineEndpoint({
    ...common,
    method: 'GET',
    path: PLANNING,
    summary: 'The main locale /planning-section leads to',
    response: ZPlanningOverview,
  }),
  list: defineEndpoint({
    ...common,
    method: 'GET',
    path: ENTRIES,
    summary: "A locale's entries by start, filtered by date range, kind, status and country",
    query: ZPlanningListQuery,
    response: ZPlanningList,
  }),
  get: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${ENTRIES}/:id`,
    summary: 'One entry',
    params: ZIdParam,
    response: ZPlanningEntry,
    errors: [404],
  }),
  create: defineEndpoint({
    ...common,
    method: 'POST',
    path: ENTRIES,
    summary: 'Plan an entry',
    body: ZPlanningEntryCreate,
    response: ZPlanningEntry,
    status: 201,
  }),
  update: defineEndpoint({
    ...common,
    method: 'PATCH',
    path: `${ENTRIES}/:id`,
    summary: 'Change an entry, e.g. reschedule it (409 when the version is stale)',
    params: ZIdParam,
    body: ZPlanningEntryUpdate,
    response: ZPlanningEntry,
    errors: [404, 409],
  }),
  delete: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: `${ENTRIES}/:id`,
    summary: 'Remove an entry from the plan',
    params: ZIdParam,
    response: ZNoContent,
    status: 204,
    errors: [404],
  }),
  history: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${ENTRIES}/:id/history`,
    summary: "An entry's changes, newest first",
    params: ZIdParam,
    query: ZHistoryQuery,
    response: ZHistoryList,
  }),
  exportCsv: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${PLANNING}/export.csv`,
    summary: 'The filtered plan as CSV',
    query: ZPlanningFilters,
    response: ZCsvFile,
    produces: 'text/csv',
  }),
  exportIcs: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${PLANNING}/export.ics`,
    summary: 'The filtered plan as an iCalendar file (one event per entry)',
    query: ZPlanningFilters,
    response: ZCsvFile,
    produces: 'text/calendar',
  }),
};
