import { ZIdParam } from '../schemas/common';
import { ZHistoryList, ZHistoryQuery } from '../schemas/history';
import {
  ZTeletraxDetection,
  ZTeletraxFollowUp,
  ZTeletraxImport,
  ZTeletraxImportList,
  ZTeletraxImportListQuery,
  ZTeletraxList,
  ZTeletraxListQuery,
  ZTeletraxScanResult,
  ZTeletraxSource,
  ZTeletraxTotals,
  ZTeletraxTotalsQuery,
} from '../schemas/teletrax';
import { defineEndpoint } from './define-endpoint';

const TELETRAX = '/api/admin/teletrax';
const DETECTIONS = `${TELETRAX}/detections`;
const IMPORTS = `${TELETRAX}/imports`;
const common = { access: 'teletrax', tags: ['teletrax'] } as const;

/** Teletrax broadcast monitoring (issue #16): detections of the agency's videos on air. */
export const teletraxEndpoints = {
  list: defineEndpoint({
    ...common,
    method: 'GET',
    path: DETECTIONS,
    summary:
      'Detections, newest aired first, filtered by date range, channel, country, video, customer',
    query: ZTeletraxListQuery,
    response: ZTeletraxList,
  }),
  totals: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${TELETRAX}/totals`,
    summary: 'Detections and seconds on air per video, channel or customer under the filters',
    query: ZTeletraxTotalsQuery,
    response: ZTeletraxTotals,
  }),
  get: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${DETECTIONS}/:id`,
    summary: 'One detection',
    params: ZIdParam,
    response: ZTeletraxDetection,
    errors: [404],
  }),
  followUp: defineEndpoint({
    ...common,
    access: 'teletraxFollowUp',
    method: 'PATCH',
    path: `${DETECTIONS}/:id/follow_up`,
    summary: 'Mark a detection followed up, or not (409 when the version is stale)',
    params: ZIdParam,
    body: ZTeletraxFollowUp,
    response: ZTeletraxDetection,
    errors: [404, 409],
  }),
  history: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${DETECTIONS}/:id/history`,
    summary: "A detection's follow-up changes, newest first",
    params: ZIdParam,
    query: ZHistoryQuery,
    response: ZHistoryList,
  }),
  upload: defineEndpoint({
    ...common,
    method: 'POST',
    path: IMPORTS,
    summary:
      'Import a detection report (multipart field `report`, CSV): rows imported, duplicates and rejected lines',
    multipart: true,
    response: ZTeletraxImport,
    status: 201,
    errors: [415],
  }),
  imports: defineEndpoint({
    ...common,
    method: 'GET',
    path: IMPORTS,
    summary: 'Past imports, newest first',
    query: ZTeletraxImportListQuery,
    response: ZTeletraxImportList,
  }),
  import: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${IMPORTS}/:id`,
    summary: 'One import with its rejected lines',
    params: ZIdParam,
    response: ZTeletraxImport,
    errors: [404],
  }),
  source: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${TELETRAX}/source`,
    summary: 'Where reports come from and the reports waiting in the import folder',
    response: ZTeletraxSource,
  }),
  scan: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${IMPORTS}/scan`,
    summary: 'Import every report waiting in the import folder now',
    response: ZTeletraxScanResult,
  }),
};
