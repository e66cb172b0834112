import { customerEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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
  /** A status change at the version the admin saw. */
  const changeStatus = (
    request: FastifyRequest,
    id: number,
    version: number,
    change: Parameters<typeof changeCustomerStatus>[4],
  ) =>
    app.transact((tx) =>
      changeCustomerStatus(tx, actorOf(request), id, version, change, app.now()),
    );
  for (const action of ['approve', 'reactivate', 'confirm'] as const) {
    defineRoute(app, customerEndpoints[action], async (request) =>
      changeStatus(request, request.params.id, request.body.version, { action }),
    );
  }
  defineRoute(app, customerEndpoints.deactivate, async (request) =>
    changeStatus(request, request.params.id, request.body.version, {
      action: 'deactivate',
      reason: request.body.reason,
    }),
  );
  const mails = [
    ['resendConfirmation', 'confirmation'],
    ['passwordReset', 'password_reset'],
  ] as const;
  for (const [endpoint, kind] of mails) {
    defineRoute(app, customerEndpoints[endpoint], async (request) => {
      await app.transact((tx) => mailCustomer(tx, actorOf(request), request.params.id, kind));
      return null;
    });
  }
};
