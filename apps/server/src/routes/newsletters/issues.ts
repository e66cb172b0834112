import { newsletterEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineHistoryRoute } from '../../http/define-history-route';
import { defineRoute } from '../../http/define-route';
import {
  createIssue,
  deleteIssue,
  listCandidates,
  listIssues,
  readIssue,
  renderNewsletter,
  updateIssue,
} from '../../services/newsletters';

/** Composing: the list, the drafts, the items to pick and the live preview. */
export const issueRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, newsletterEndpoints.list, (request) => listIssues(app.db, request.params.kind));
  defineRoute(app, newsletterEndpoints.create, (request) =>
    app.transact((tx) =>
      createIssue(tx, actorOf(request).id, request.params.kind, request.body.issue, app.now()),
    ),
  );
  defineRoute(app, newsletterEndpoints.candidates, (request) =>
    listCandidates(app.db, {
      kind: request.params.kind,
      locale: request.query.locale,
      q: request.query.q || undefined,
      now: app.now(),
      siteUrl: app.config.PUBLIC_SITE_URL.replace(/\/+$/, ''),
    }),
  );
  defineRoute(app, newsletterEndpoints.preview, (request) =>
    renderNewsletter(request.params.kind, request.body),
  );
  defineRoute(app, newsletterEndpoints.get, (request) => readIssue(app.db, request.params.id));
  defineRoute(app, newsletterEndpoints.update, (request) =>
    app.transact((tx) =>
      updateIssue(tx, actorOf(request).id, request.params.id, request.body.issue, app.now()),
    ),
  );
  defineRoute(app, newsletterEndpoints.delete, async (request) => {
    await app.transact((tx) => deleteIssue(tx, actorOf(request).id, request.params.id));
    return null;
  });
  defineHistoryRoute(app, newsletterEndpoints.history, { subject: 'newsletter_issue' });
};
