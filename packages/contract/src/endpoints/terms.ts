import { ZHistoryList, ZHistoryQuery } from '../schemas/history';
import {
  ZPublicTermsQuery,
  ZTermsDraft,
  ZTermsDraftSave,
  ZTermsLocaleParam,
  ZTermsOverview,
  ZTermsPage,
  ZTermsPublish,
  ZTermsVersion,
  ZTermsVersionParam,
} from '../schemas/terms';
import { defineEndpoint } from './define-endpoint';

const TERMS = '/api/admin/terms';
const common = { access: 'termsPages', tags: ['terms'] } as const;

/** Terms pages (issue #16): versioned legal text per locale, super admins only (SPEC §6). */
export const termsEndpoints = {
  overview: defineEndpoint({
    ...common,
    method: 'GET',
    path: TERMS,
    summary: 'The main locale /tos (/tou) leads to, and each locale’s latest and effective version',
    response: ZTermsOverview,
  }),
  page: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${TERMS}/:locale`,
    summary: "A locale's draft, its versions (newest first) and the version in effect",
    params: ZTermsLocaleParam,
    response: ZTermsPage,
    errors: [404],
  }),
  saveDraft: defineEndpoint({
    ...common,
    method: 'PUT',
    path: `${TERMS}/:locale/draft`,
    summary: 'Save the draft (HTML sanitised by an allow-list; 409 when the version is stale)',
    params: ZTermsLocaleParam,
    body: ZTermsDraftSave,
    response: ZTermsDraft,
    errors: [404, 409],
  }),
  publish: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${TERMS}/:locale/versions`,
    summary: 'Publish the draft as the next immutable version with its effective date',
    params: ZTermsLocaleParam,
    body: ZTermsPublish,
    response: ZTermsVersion,
    status: 201,
    errors: [404, 409],
  }),
  version: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${TERMS}/:locale/versions/:number`,
    summary: 'One published version with its text',
    params: ZTermsVersionParam,
    response: ZTermsVersion,
    errors: [404],
  }),
  history: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${TERMS}/:locale/history`,
    summary: "A locale's draft saves and publications, newest first",
    params: ZTermsLocaleParam,
    query: ZHistoryQuery,
    response: ZHistoryList,
  }),
};

/** What the public site reads, without a session. */
export const publicTermsEndpoints = {
  read: defineEndpoint({
    access: 'public',
    tags: ['public terms'],
    method: 'GET',
    path: '/api/public/terms/:locale',
    summary: 'The version in effect of a locale’s terms (`?version=N`: that published version)',
    params: ZTermsLocaleParam,
    query: ZPublicTermsQuery,
    response: ZTermsVersion,
    errors: [404],
  }),
};
