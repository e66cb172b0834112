import { customerEndpoints, type TCustomerListType } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { listAccountManagers } from '../../services/customers/account-managers';
import { countCustomers, listCustomers } from '../../services/customers/list-customers';

const LISTS = [
  [customerEndpoints.listNew, 'new'],
  [customerEndpoints.listActive, 'active'],
  [customerEndpoints.listDeactivated, 'deactivated'],
  [customerEndpoints.listUnconfirmed, 'unconfirmed'],
] as const satisfies readonly (readonly [unknown, TCustomerListType])[];

export const customerListRoutes: FastifyPluginAsync = async (app) => {
  for (const [endpoint, type] of LISTS) {
    defineRoute(app, endpoint, async (request) =>
      listCustomers(app.db, actorOf(request), type, request.query),
    );
  }
  defineRoute(app, customerEndpoints.counts, async (request) =>
    countCustomers(app.db, actorOf(request)),
  );
  defineRoute(app, customerEndpoints.accountManagers, async () => listAccountManagers(app.db));
};
