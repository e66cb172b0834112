import { settingsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineHistoryRoute } from '../../http/define-history-route';
import { defineRoute } from '../../http/define-route';
import {
  emailServiceHistorySubject,
  getEmailService,
  listMailMessages,
  updateEmailService,
} from '../../services/settings/email-service';
import { sendTestMail } from '../../services/settings/send-test-mail';

export const emailServiceRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, settingsEndpoints.getEmailService, async () =>
    getEmailService(app.db, app.config),
  );
  defineRoute(app, settingsEndpoints.updateEmailService, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      updateEmailService(tx, actorId, request.body.email_service, {
        now: app.now(),
        secrets: app.secrets,
        config: app.config,
      }),
    );
  });
  defineHistoryRoute(app, settingsEndpoints.emailServiceHistory, {
    subject: emailServiceHistorySubject.type,
    subjectId: () => emailServiceHistorySubject.id,
  });
  // The mail server is asked outside any transaction: a slow one holds no row.
  defineRoute(app, settingsEndpoints.testEmailService, async (request) =>
    sendTestMail(app.db, app.mailer, request.body.email_test.to),
  );
  defineRoute(app, settingsEndpoints.emailMessages, async () => listMailMessages(app.db));
};
