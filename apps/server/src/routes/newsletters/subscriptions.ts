import { newsletterSubscriptionEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { readSubscriptions, replaceSubscriptions } from '../../services/newsletters';

/** A customer's subscriptions, on the customer page (the Users section's access). */
export const subscriptionRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, newsletterSubscriptionEndpoints.get, (request) =>
    readSubscriptions(app.db, request.params.id),
  );
  defineRoute(app, newsletterSubscriptionEndpoints.replace, (request) =>
    app.transact((tx) => replaceSubscriptions(tx, request.params.id, request.body.subscriptions)),
  );
};
