import { ROUTER_BASE_PATH } from '@newsroom/contract';
import type { TDbOrTx } from '../../db/client';
import { liveEventNotifications } from '../../db/schema';
import { enqueue } from '../../outbox';
import { sendMailJob } from '../mail';
import { eventAudience } from './audience';
import { findLiveEvent } from './find-live-event';
import { liveEventMails } from './notification-mails';

/** Where the client desk gets an event's links. */
const CLIENT_DESK_EMAIL = 'client-desk@newsroom.test';

/**
 * Queues one mail per recipient in the outbox (sent after commit, each retried on its own)
 * and keeps the notification on record, in the caller's transaction.
 */
export async function notify(
  tx: TDbOrTx,
  eventId: number,
  kind: string,
  recipients: string[],
  mail: { subject: string; text: string },
  payload: Record<string, unknown>,
  now: Date,
) {
  for (const to of recipients) await enqueue(tx, sendMailJob, { to, ...mail });
  const [row] = await tx
    .insert(liveEventNotifications)
    .values({ eventId, kind, payload, recipients: recipients.length, sentAt: now })
    .returning();
  if (!row) throw new Error('notification insert returned no row');
  return { id: row.id, kind, recipients: recipients.length, sent_at: now.toISOString() };
}

const audienceEmails = async (tx: TDbOrTx, eventId: number) =>
  (await eventAudience(tx, eventId)).map((client) => client.email);

/** POST push_notifications: the clients who booked or follow hear the event is on. */
export async function notifyEventIsLive(tx: TDbOrTx, slug: string, now: Date) {
  const event = await findLiveEvent(tx, slug);
  const to = await audienceEmails(tx, event.id);
  return notify(tx, event.id, 'push', to, liveEventMails.live(event), {}, now);
}

/** POST custom_notification: a message of the editor's own to the same clients. */
export async function sendCustomNotification(
  tx: TDbOrTx,
  slug: string,
  message: string,
  now: Date,
) {
  const event = await findLiveEvent(tx, slug);
  const to = await audienceEmails(tx, event.id);
  const mail = liveEventMails.custom(event, message);
  return notify(tx, event.id, 'custom', to, mail, { message }, now);
}

/**
 * POST links_client_desk_notifications: the client desk gets the link to the event's page in the
 * back office, absolute from the configured public URL (a mail has no address to resolve a
 * relative link against, and the request's Host is not to be trusted).
 */
export async function sendClientDeskLinks(tx: TDbOrTx, slug: string, publicUrl: string, now: Date) {
  const event = await findLiveEvent(tx, slug);
  const link = `${publicUrl}${ROUTER_BASE_PATH}/content/live-event/${encodeURIComponent(event.slug)}`;
  const mail = liveEventMails.clientDeskLinks(event, link);
  return notify(tx, event.id, 'client_desk_links', [CLIENT_DESK_EMAIL], mail, { link }, now);
}

/** POST translation_change_notifications: the given translators hear a translation changed. */
export async function notifyTranslationChange(
  tx: TDbOrTx,
  slug: string,
  change: { send_to: string[]; locale: string },
  now: Date,
) {
  const event = await findLiveEvent(tx, slug);
  const mail = liveEventMails.translationChange(event, change.locale);
  const payload = { locale: change.locale };
  return notify(tx, event.id, 'translation_change', change.send_to, mail, payload, now);
}
