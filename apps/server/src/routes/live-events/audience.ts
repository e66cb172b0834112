import { ZBookingCreate, ZErrorResponse, ZLiveEventSlugParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addBooking, listBookings, listSubscriptions } from '../../services/live-events/audience';
import { LIVE } from './base';

const ZClient = z.object({
  id: z.number().int(),
  client_name: z.string(),
  client_email: z.string(),
  note: z.string().nullable().optional(),
  created_at: z.string(),
});
const tags = ['live events'];

/** The clients who booked the event or follow it. */
export const audienceRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${LIVE}/events/:slug/bookings`,
    {
      schema: {
        tags,
        params: ZLiveEventSlugParam,
        response: { 200: z.object({ bookings: z.array(ZClient) }), 404: ZErrorResponse },
      },
    },
    async (request) => listBookings(app.db, request.params.slug),
  );

  app.post(
    `${LIVE}/events/:slug/bookings`,
    {
      schema: {
        tags,
        params: ZLiveEventSlugParam,
        body: ZBookingCreate,
        response: { 201: ZClient, 404: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const booking = await app.transact((tx) =>
        addBooking(tx, request.params.slug, request.body.data, app.now()),
      );
      return reply.status(201).send(booking);
    },
  );

  app.get(
    `${LIVE}/events/:slug/subscriptions`,
    {
      schema: {
        tags,
        params: ZLiveEventSlugParam,
        response: { 200: z.object({ subscriptions: z.array(ZClient) }), 404: ZErrorResponse },
      },
    },
    async (request) => listSubscriptions(app.db, request.params.slug),
  );
};
