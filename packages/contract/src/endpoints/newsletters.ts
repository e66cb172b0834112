import { ZIdParam, ZNoContent } from '../schemas/common';
import { ZHistoryList, ZHistoryQuery } from '../schemas/history';
import {
  ZHtmlPage,
  ZNewsletterCandidates,
  ZNewsletterCandidatesQuery,
  ZNewsletterContent,
  ZNewsletterDeliveries,
  ZNewsletterDeliveriesQuery,
  ZNewsletterIssue,
  ZNewsletterIssueCreate,
  ZNewsletterIssueList,
  ZNewsletterIssueUpdate,
  ZNewsletterKindParam,
  ZNewsletterRecipientCount,
  ZNewsletterRendered,
  ZNewsletterSchedule,
  ZNewsletterSubscriptions,
  ZNewsletterSubscriptionsUpdate,
  ZNewsletterTestResult,
  ZNewsletterVersionBody,
  ZUnsubscribeQuery,
} from '../schemas/newsletters';
import { defineEndpoint } from './define-endpoint';

const BASE = '/api/admin/newsletters';
const ISSUE = `${BASE}/issues/:id`;
/** Every call also answers 404 in the brand without newsletters (SPEC §1). */
const common = { access: 'newsletters', tags: ['newsletters'] } as const;

/** Newsletters (issue #17): the Newsletters row of the access policy, newsroom brand only. */
export const newsletterEndpoints = {
  list: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${BASE}/:kind/issues`,
    summary: "A kind's issues: drafts, scheduled, sending and sent, newest first",
    params: ZNewsletterKindParam,
    response: ZNewsletterIssueList,
    errors: [404],
  }),
  create: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${BASE}/:kind/issues`,
    summary: 'Start a draft issue',
    params: ZNewsletterKindParam,
    body: ZNewsletterIssueCreate,
    response: ZNewsletterIssue,
    status: 201,
    errors: [404],
  }),
  candidates: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${BASE}/:kind/candidates`,
    summary:
      'Items to pick: without q the suggestions (the day’s trending and newest videos, the live events of the next days, the confirmed planning entries)',
    params: ZNewsletterKindParam,
    query: ZNewsletterCandidatesQuery,
    response: ZNewsletterCandidates,
    errors: [404],
  }),
  preview: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${BASE}/:kind/preview`,
    summary: 'The e-mail (HTML and plain text) the given content makes, as it would be sent',
    params: ZNewsletterKindParam,
    body: ZNewsletterContent,
    response: ZNewsletterRendered,
    errors: [404],
  }),
  get: defineEndpoint({
    ...common,
    method: 'GET',
    path: ISSUE,
    summary: 'One issue with its delivery progress',
    params: ZIdParam,
    response: ZNewsletterIssue,
    errors: [404],
  }),
  update: defineEndpoint({
    ...common,
    method: 'PATCH',
    path: ISSUE,
    summary: 'Change a draft (409 when the version is stale or the issue is no draft)',
    params: ZIdParam,
    body: ZNewsletterIssueUpdate,
    response: ZNewsletterIssue,
    errors: [404, 409],
  }),
  delete: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: ISSUE,
    summary: 'Remove a draft',
    params: ZIdParam,
    response: ZNoContent,
    status: 204,
    errors: [404, 409],
  }),
  recipients: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${ISSUE}/recipients`,
    summary: 'How many customers the issue would reach now (subscribed to its kind and locale)',
    params: ZIdParam,
    response: ZNewsletterRecipientCount,
    errors: [404],
  }),
  sendTest: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${ISSUE}/test`,
    summary: 'Send the issue to the signed-in admin; answers the mail server’s reply',
    params: ZIdParam,
    response: ZNewsletterTestResult,
    errors: [404, 502],
  }),
  schedule: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${ISSUE}/schedule`,
    summary: 'Schedule the issue (send_at) or send it now (send_at null)',
    params: ZIdParam,
    body: ZNewsletterSchedule,
    response: ZNewsletterIssue,
    errors: [404, 409],
  }),
  unschedule: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${ISSUE}/unschedule`,
    summary: 'Take a scheduled issue back to draft',
    params: ZIdParam,
    body: ZNewsletterVersionBody,
    response: ZNewsletterIssue,
    errors: [404, 409],
  }),
  deliveries: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${ISSUE}/deliveries`,
    summary: 'Per-recipient results of a send, by id',
    params: ZIdParam,
    query: ZNewsletterDeliveriesQuery,
    response: ZNewsletterDeliveries,
    errors: [404],
  }),
  // Readable after the draft was deleted: the id comes from the path.
  history: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${ISSUE}/history`,
    summary:
      "An issue's changes (created, edited, scheduled, taken back, sending, sent, deleted), newest first",
    params: ZIdParam,
    query: ZHistoryQuery,
    response: ZHistoryList,
  }),
};

/** A customer's subscriptions, edited on the customer page (the Users section's access). */
export const newsletterSubscriptionEndpoints = {
  get: defineEndpoint({
    access: 'users',
    tags: ['newsletters'],
    method: 'GET',
    path: '/api/admin/users/:id/newsletter_subscriptions',
    summary: "A customer's newsletter subscriptions (kind and locale)",
    params: ZIdParam,
    response: ZNewsletterSubscriptions,
    errors: [404],
  }),
  replace: defineEndpoint({
    access: 'users',
    tags: ['newsletters'],
    method: 'PUT',
    path: '/api/admin/users/:id/newsletter_subscriptions',
    summary: "Replace a customer's newsletter subscriptions",
    params: ZIdParam,
    body: ZNewsletterSubscriptionsUpdate,
    response: ZNewsletterSubscriptions,
    errors: [404],
  }),
};

/** The one-click unsubscribe link of every newsletter e-mail (RFC 8058), without a session. */
export const publicNewsletterEndpoints = {
  unsubscribePage: defineEndpoint({
    access: 'public',
    tags: ['public newsletters'],
    method: 'GET',
    path: '/api/public/newsletters/unsubscribe',
    summary: 'A page that asks to confirm (link checkers that open links unsubscribe nobody)',
    query: ZUnsubscribeQuery,
    response: ZHtmlPage,
    produces: 'text/html',
    errors: [400, 404],
  }),
  unsubscribe: defineEndpoint({
    access: 'public',
    tags: ['public newsletters'],
    method: 'POST',
    path: '/api/public/newsletters/unsubscribe',
    summary: 'Unsubscribe (one click: List-Unsubscribe-Post, or the page’s button)',
    query: ZUnsubscribeQuery,
    response: ZHtmlPage,
    produces: 'text/html',
    errors: [400, 404],
  }),
};
