import type { TNewsletterRendered } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TBulkSender } from '../../adapters/mailer';
import type { TDb } from '../../db/client';
import { newsletterDeliveries, type newsletterIssues } from '../../db/schema';
import type { TSecretBox } from '../../lib/secrets';
import { HeldMessage } from './held-message';
import { mimeMessageOf, newsletterMessageId, type TMimeTemplate } from './newsletter-mime';
import { personalise } from './render-issue';
import type { createSentGate } from './sent-gate';
import { signUnsubscribeToken, unsubscribeUrlOf } from './unsubscribe-token';

/** Tries per recipient before the delivery is recorded as failed. */
export const DELIVERY_MAX_ATTEMPTS = 5;

export type TRecipient = { id: number; customerId: number; email: string; attempts: number };

export type TSendRun = {
  db: TDb;
  issue: typeof newsletterIssues.$inferSelect;
  rendered: TNewsletterRendered;
  template: TMimeTemplate;
  sender: TBulkSender;
  gate: ReturnType<typeof createSentGate>;
  secrets: TSecretBox;
  publicUrl: string;
  now: () => Date;
};

const LOST_AFTER_DOT =
  'The connection ended after the whole message was handed over, before the server answered: ' +
  'it may have arrived, so it is not sent again';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A failed try: back to `pending` for the job's retry, or `failed` after the last one. */
async function recordFailure(run: TSendRun, row: TRecipient, attempts: number, error: string) {
  await run.db
    .update(newsletterDeliveries)
    .set({
      status: attempts >= DELIVERY_MAX_ATTEMPTS ? 'failed' : 'pending',
      attempts,
      sentAt: null,
      lastError: error.slice(0, 1000),
      updatedAt: run.now(),
    })
    .where(eq(newsletterDeliveries.id, row.id));
}

/**
 * Sends one reader's copy. Over SMTP the row is marked `sent` while the server holds the whole
 * message but its final dot: a process killed before that mark leaves the row `pending` and the
 * server discards the unfinished message, so the next run sends it once; killed after it, the
 * dot is already on its way. Answers false if the try failed (recorded on the row).
 */
export async function sendRecipient(run: TSendRun, row: TRecipient): Promise<boolean> {
  const { issue, sender } = run;
  const token = signUnsubscribeToken(
    run.secrets,
    { customerId: row.customerId, kind: issue.kind, locale: issue.locale },
    run.now(),
  );
  const url = unsubscribeUrlOf(run.publicUrl, token);
  if (!sender.sendRaw) {
    // Not SMTP (the outbox folder): the mailer writes each key once, so a try repeated after
    // a stop between writing and recording writes nothing new.
    try {
      const { html, text } = personalise(run.rendered, url);
      const headers = {
        'List-Unsubscribe': `<${url}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      };
      await sender.send({
        to: row.email,
        subject: run.rendered.subject,
        text,
        html,
        headers,
        idempotencyKey: `newsletter-${issue.id}-${row.customerId}`,
      });
    } catch (error) {
      await recordFailure(run, row, row.attempts + 1, messageOf(error));
      return false;
    }
    await run.gate.mark(row.id);
    return true;
  }
  const from = sender.from ?? '';
  const content = mimeMessageOf(run.template, {
    from,
    to: row.email,
    messageId: newsletterMessageId(issue.id, row.customerId, from),
    unsubscribeUrl: url,
    date: run.now(),
  });
  let marking: Promise<boolean> | undefined;
  let failed = false;
  const message = new HeldMessage(content, (held) => {
    marking = run.gate.mark(row.id);
    marking.then(
      (ours) => {
        if (!failed) ours ? held.release() : held.abort(new Error('sent by another run'));
      },
      (error: unknown) => {
        if (!failed) held.abort(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
  try {
    await sender.sendRaw({ to: row.email }, message);
    return true;
  } catch (error) {
    failed = true;
    if (!message.released) {
      // The server never got the final dot: not delivered. A mark made meanwhile is undone
      // (the row is pending again), unless another run had the row: then it is that run's.
      const ours = marking ? await marking.catch(() => true) : true;
      if (ours) await recordFailure(run, row, row.attempts + 1, messageOf(error));
      return false;
    }
    const code = (error as { responseCode?: number }).responseCode;
    // A reply refusing the message means it was not taken; without a reply, nobody can know.
    const attempts = code ? row.attempts + 1 : DELIVERY_MAX_ATTEMPTS;
    await recordFailure(run, row, attempts, code ? messageOf(error) : LOST_AFTER_DOT);
    return false;
  }
}
