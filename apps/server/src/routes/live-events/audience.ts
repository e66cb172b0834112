import { ZBookingCreate, ZErrorResponse, ZLiveEventSlugParam } from '@newsroom/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveEventBookings, liveEventSubscriptions } from '../../db/schema';
import { findLiveEvent } from '../../services/live-events/find-live-event';
import { LIVE } from './base';

const ZClient = z.object({
  id: z.number().int(),
  client_name: z.string(),
  client_email: z.string(),
  note: z.string().nullable().optional(),
  created_at: z.string(),
});
const present = (row: {
  id: number;
  clientName: string;
  clientEmail: string;
  note?: string | null;
  createdAt: Date;
}) => ({
  id: row.id,
  client_name: row.clientName,
  client_email: row.clientEmail,
  note: row.note ?? null,
  created_at: row.createdAt.toISOString(),
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
    async (request) => {
      const event = await findLiveEvent(app.db, request.params.slug);
      const rows = await app.db
        .select()
        .from(liveEventBookings)
        .where(eq(liveEventBookings.eventId, event.id))
        .orderBy(desc(liveEventBookings.id));
      return { bookings: rows.map(present) };
    },
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
      const event = await findLiveEvent(app.db, request.params.slug);
      const { client_name, client_email, note } = request.body.data;
      const [row] = await app.db
        .insert(liveEventBookings)
        .values({
          eventId: event.id,
          clientName: client_name,
          clientEmail: client_email,
          note,
          createdAt: app.now(),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send(present(row));
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
    async (request) => {
      const event = await findLiveEvent(app.db, request.params.slug);
      const rows = await app.db
        .select()
        .from(liveEventSubscriptions)
        .where(eq(liveEventSubscriptions.eventId, event.id))
        .orderBy(desc(liveEventSubscriptions.id));
      return { subscriptions: rows.map(present) };
    },
  );
};
