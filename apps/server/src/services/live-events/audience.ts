import type { ZBookingCreate } from '@newsroom/contract';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDbOrTx } from '../../db/client';
import { liveEventBookings, liveEventSubscriptions } from '../../db/schema';
import { findLiveEvent } from './find-live-event';

/** Clients who booked or follow the event, each e-mail once. */
export async function eventAudience(db: TDbOrTx, eventId: number) {
  const booked = await db
    .select({ name: liveEventBookings.clientName, email: liveEventBookings.clientEmail })
    .from(liveEventBookings)
    .where(eq(liveEventBookings.eventId, eventId));
  const following = await db
    .select({ name: liveEventSubscriptions.clientName, email: liveEventSubscriptions.clientEmail })
    .from(liveEventSubscriptions)
    .where(eq(liveEventSubscriptions.eventId, eventId));
  const byEmail = new Map<string, { name: string; email: string }>();
  for (const client of [...booked, ...following]) byEmail.set(client.email.toLowerCase(), client);
  return [...byEmail.values()];
}

type TClientRow =
  | typeof liveEventBookings.$inferSelect
  | typeof liveEventSubscriptions.$inferSelect;

const presentClient = (row: TClientRow) => ({
  id: row.id,
  client_name: row.clientName,
  client_email: row.clientEmail,
  note: ('note' in row ? row.note : null) ?? null,
  created_at: row.createdAt.toISOString(),
});

/** GET events/{slug}/bookings: the clients who booked, newest first. */
export async function listBookings(db: TDbOrTx, slug: string) {
  const event = await findLiveEvent(db, slug);
  const rows = await db
    .select()
    .from(liveEventBookings)
    .where(eq(liveEventBookings.eventId, event.id))
    .orderBy(desc(liveEventBookings.id));
  return { bookings: rows.map(presentClient) };
}

/** POST events/{slug}/bookings: a client books the event. */
export async function addBooking(
  db: TDbOrTx,
  slug: string,
  data: z.infer<typeof ZBookingCreate>['data'],
  now: Date,
) {
  const event = await findLiveEvent(db, slug);
  const [row] = await db
    .insert(liveEventBookings)
    .values({
      eventId: event.id,
      clientName: data.client_name,
      clientEmail: data.client_email,
      note: data.note,
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return presentClient(row);
}

/** GET events/{slug}/subscriptions: the clients who follow the event, newest first. */
export async function listSubscriptions(db: TDbOrTx, slug: string) {
  const event = await findLiveEvent(db, slug);
  const rows = await db
    .select()
    .from(liveEventSubscriptions)
    .where(eq(liveEventSubscriptions.eventId, event.id))
    .orderBy(desc(liveEventSubscriptions.id));
  return { subscriptions: rows.map(presentClient) };
}
