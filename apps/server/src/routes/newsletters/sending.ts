import { newsletterEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import {
  countAudience,
  listDeliveries,
  readIssueRow,
  scheduleIssue,
  sendTestIssue,
  unscheduleIssue,
} from '../../services/newsletters';

/** Sending: recipients count, the test to oneself, schedule or send now, the results. */
export const sendingRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, newsletterEndpoints.recipients, async (request) => {
    const issue = await readIssueRow(app.db, request.params.id);
    return { recipients: await countAudience(app.db, issue.kind, issue.locale) };
  });
  defineRoute(app, newsletterEndpoints.sendTest, (request) =>
    sendTestIssue(
      app.db,
      { mailer: app.mailer, secrets: app.secrets, publicUrl: app.config.publicUrl, now: app.now() },
      request.params.id,
      { id: actorOf(request).id, email: request.currentUser?.email ?? '' },
    ),
  );
  defineRoute(app, newsletterEndpoints.schedule, (request) =>
    app.transact((tx) =>
      scheduleIssue(tx, request.params.id, request.body, app.now(), actorOf(request).id),
    ),
  );
  defineRoute(app, newsletterEndpoints.unschedule, (request) =>
    app.transact((tx) =>
      unscheduleIssue(tx, request.params.id, request.body.version, app.now(), actorOf(request).id),
    ),
  );
  defineRoute(app, newsletterEndpoints.deliveries, (request) =>
    listDeliveries(app.db, request.params.id, request.query),
  );
};
