import { ZIdParam, ZNoContent } from '../schemas/common';
import {
  ZBusinessCountry,
  ZBusinessCountryCreate,
  ZBusinessCountryList,
  ZBusinessCountryUpdate,
  ZContentCountry,
  ZContentCountryCreate,
  ZContentCountryList,
  ZContentCountryUpdate,
  ZContentRegion,
  ZContentRegionCreate,
  ZContentRegionList,
  ZContentRegionUpdate,
} from '../schemas/countries';
import { ZHistoryList, ZHistoryQuery } from '../schemas/history';
import { defineEndpoint } from './define-endpoint';

const SETTINGS = '/api/admin/settings';
const common = { access: 'settings', tags: ['countries'] } as const;

// Each definition is written out (no helper building them): the web build strips the schemas
// from literal defineEndpoint calls only (apps/web/build/strip-endpoint-schemas.ts).

/**
 * Settings → Countries: content countries and regions (where footage comes from; videos, live
 * events, planning, customers and territories use them) and business countries (where customers
 * are billed). The reference lists (`/api/countries.json`, `/api/admin/content/countries|regions`)
 * answer from the same tables.
 */
export const countryEndpoints = {
  listContentCountries: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SETTINGS}/content_countries`,
    summary: 'The content countries, disabled ones included',
    response: ZContentCountryList,
  }),
  createContentCountry: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${SETTINGS}/content_countries`,
    summary: 'Add one of the content countries (422 taken when the code or name exists)',
    body: ZContentCountryCreate,
    response: ZContentCountry,
    status: 201,
  }),
  updateContentCountry: defineEndpoint({
    ...common,
    method: 'PATCH',
    path: `${SETTINGS}/content_countries/:id`,
    summary:
      'Change, enable or disable one of the content countries (409 when the version is stale)',
    params: ZIdParam,
    body: ZContentCountryUpdate,
    response: ZContentCountry,
    errors: [404, 409],
  }),
  deleteContentCountry: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: `${SETTINGS}/content_countries/:id`,
    summary:
      'Remove one of the content countries (409 in_use saying what uses it: disable it instead)',
    params: ZIdParam,
    response: ZNoContent,
    status: 204,
    errors: [404, 409],
  }),
  contentCountryHistory: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SETTINGS}/content_countries/:id/history`,
    summary: 'Changes of one of the content countries, newest first',
    params: ZIdParam,
    query: ZHistoryQuery,
    response: ZHistoryList,
  }),
  listRegions: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SETTINGS}/regions`,
    summary: 'The content regions, disabled ones included',
    response: ZContentRegionList,
  }),
  createRegion: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${SETTINGS}/regions`,
    summary: 'Add one of the content regions (422 taken when the code or name exists)',
    body: ZContentRegionCreate,
    response: ZContentRegion,
    status: 201,
  }),
  updateRegion: defineEndpoint({
    ...common,
    method: 'PATCH',
    path: `${SETTINGS}/regions/:id`,
    summary: 'Change, enable or disable one of the content regions (409 when the version is stale)',
    params: ZIdParam,
    body: ZContentRegionUpdate,
    response: ZContentRegion,
    errors: [404, 409],
  }),
  deleteRegion: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: `${SETTINGS}/regions/:id`,
    summary:
      'Remove one of the content regions (409 in_use saying what uses it: disable it instead)',
    params: ZIdParam,
    response: ZNoContent,
    status: 204,
    errors: [404, 409],
  }),
  regionHistory: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SETTINGS}/regions/:id/history`,
    summary: 'Changes of one of the content regions, newest first',
    params: ZIdParam,
    query: ZHistoryQuery,
    response: ZHistoryList,
  }),
  listBusinessCountries: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SETTINGS}/business_countries`,
    summary: 'The business countries, disabled ones included',
    response: ZBusinessCountryList,
  }),
  createBusinessCountry: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${SETTINGS}/business_countries`,
    summary: 'Add one of the business countries (422 taken when the code or name exists)',
    body: ZBusinessCountryCreate,
    response: ZBusinessCountry,
    status: 201,
  }),
  updateBusinessCountry: defineEndpoint({
    ...common,
    method: 'PATCH',
    path: `${SETTINGS}/business_countries/:id`,
    summary:
      'Change, enable or disable one of the business countries (409 when the version is stale)',
    params: ZIdParam,
    body: ZBusinessCountryUpdate,
    response: ZBusinessCountry,
    errors: [404, 409],
  }),
  deleteBusinessCountry: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: `${SETTINGS}/business_countries/:id`,
    summary:
      'Remove one of the business countries (409 in_use saying what uses it: disable it instead)',
    params: ZIdParam,
    response: ZNoContent,
    status: 204,
    errors: [404, 409],
  }),
  businessCountryHistory: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${SETTINGS}/business_countries/:id/history`,
    summary: 'Changes of one of the business countries, newest first',
    params: ZIdParam,
    query: ZHistoryQuery,
    response: ZHistoryList,
  }),
};
