import { customerEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { exportCustomers, runCustomerBulk } from '../../services/customers/bulk';

export const customerBulkRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, customerEndpoints.bulk, async (request) =>
    app.transact((tx) => runCustomerBulk(tx, actorOf(request), request.body, app.now())),
  );
  defineRoute(app, customerEndpoints.export, async (request, reply) => {
    const { csv, disposition } = await exportCustomers(
      app.db,
      actorOf(request),
      request.body,
      app.now(),
    );
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', disposition)
      .send(csv);
  });
};
