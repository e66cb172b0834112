import { eq } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mailer';
import type { TDbOrTx } from '../../db/client';
import { liveEventBookings, liveEventNotifications, liveEventSubscriptions } from '../../db/schema';

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

/** Mails each recipient and keeps a record of what was sent. */
export async function notify(
  db: TDbOrTx,
  mailer: Mailer,
  eventId: number,
  kind: string,
  recipients: string[],
  mail: { subject: string; text: string },
  payload: Record<string, unknown>,
  now: Date,
) {
  for (const to of recipients) await mailer.send({ to, ...mail });
  const [row] = await db
    .insert(liveEventNotifications)
    .values({ eventId, kind, payload, recipients: recipients.length, sentAt: now })
    .returning();
  return { id: row?.id ?? 0, kind, recipients: recipients.length, sent_at: now.toISOString() };
}
