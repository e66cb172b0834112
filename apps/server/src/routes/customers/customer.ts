import { customerEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineHistoryRoute } from '../../http/define-history-route';
import { defineRoute } from '../../http/define-route';
import { changeCustomerStatus } from '../../services/customers/change-status';
import { mailCustomer } from '../../services/customers/customer-mail';
import { getCustomer } from '../../services/customers/load-customer';
import { updateCustomer } from '../../services/customers/update-customer';

/** One customer: read, edit, history and the status changes. */
export const customerRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, customerEndpoints.get, async (request) =>
    getCustomer(app.db, actorOf(request), request.params.id),
  );
  defineRoute(app, customerEndpoints.update, async (request) =>
    app.transact((tx) =>
      updateCustomer(tx, actorOf(request), request.params.id, request.body.customer, app.now()),
    ),
  );
  defineHistoryRoute(app, customerEndpoints.history, {
    subject: 'customer',
    subjectId: async (request) =>
      (await getCustomer(app.db, actorOf(request), request.params.id)).id,
  });
  for (const action of ['approve', 'reactivate', 'confirm'] as const) {
    defineRoute(app, customerEndpoints[action], async (request) =>
      app.transact((tx) =>
        changeCustomerStatus(
          tx,
          actorOf(request),
          request.params.id,
          request.body.version,
          { action },
          app.now(),
        ),
      ),
    );
  }
  defineRoute(app, customerEndpoints.deactivate, async (request) =>
    app.transact((tx) =>
      changeCustomerStatus(
        tx,
        actorOf(request),
        request.params.id,
        request.body.version,
        { action: 'deactivate', reason: request.body.reason },
        app.now(),
      ),
    ),
  );
  defineRoute(app, customerEndpoints.resendConfirmation, async (request) => {
    await app.transact((tx) =>
      mailCustomer(tx, actorOf(request), request.params.id, 'confirmation'),
    );
    return null;
  });
  defineRoute(app, customerEndpoints.passwordReset, async (request) => {
    await app.transact((tx) =>
      mailCustomer(tx, actorOf(request), request.params.id, 'password_reset'),
    );
    return null;
  });
};
