import { liveEventOperationEndpoints as ops } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { addBooking, listBookings, listSubscriptions } from '../../services/live-events/audience';

/** The clients who booked the event or follow it. */
export const audienceRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, ops.bookings, async (request) => listBookings(app.db, request.params.slug));
  defineRoute(app, ops.addBooking, async (request) =>
    app.transact((tx) => addBooking(tx, request.params.slug, request.body.data, app.now())),
  );
  defineRoute(app, ops.subscriptions, async (request) =>
    listSubscriptions(app.db, request.params.slug),
  );
};
