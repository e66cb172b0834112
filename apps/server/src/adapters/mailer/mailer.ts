import type { Readable } from 'node:stream';

export type TMail = {
  to: string;
  subject: string;
  text: string;
  /** The HTML part beside the plain text (newsletters). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /**
   * The same key is delivered at most once where the mailer can know it (the outbox folder): a
   * newsletter's issue and reader, so a send repeated after a crash writes nothing new.
   */
  idempotencyKey?: string;
};

/** Sends many mails over one connection set (a newsletter batch); close it when done. */
export type TBulkSender = {
  send(mail: TMail): Promise<void>;
  /**
   * SMTP only: sends a message already in MIME form, read from `message`. The server takes the
   * message only once the stream ends (the DATA command's final dot), so a sender may hold the
   * end back until it has recorded the mail as sent; a stream destroyed before its end is
   * never delivered. Answers the server's reply.
   */
  sendRaw?(envelope: { to: string }, message: Readable): Promise<string>;
  /** The From address raw messages carry. */
  from?: string;
  close(): void;
};

/** Sends mail; the embedded default writes it to the outbox folder instead. */
export interface Mailer {
  send(mail: TMail): Promise<void>;
  /** A sender for many mails in a row; mailers without one send each through `send`. */
  openBulk?(): Promise<TBulkSender>;
}

/** The mailer's bulk sender, or one that sends each mail through `send`. */
export async function openBulkSender(mailer: Mailer): Promise<TBulkSender> {
  if (mailer.openBulk) return mailer.openBulk();
  return { send: (mail) => mailer.send(mail), close: () => {} };
}
