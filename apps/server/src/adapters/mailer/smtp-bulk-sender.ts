import type { SMTPConnectionOptions } from 'nodemailer/lib/smtp-connection';
import type { TBulkSender, TMail } from './mailer';
import { createSmtpBulk } from './smtp-bulk';

/** SMTP connections one process keeps open while it sends a newsletter batch. */
export const BULK_CONNECTIONS = 10;

type TSmtpBulkOptions = {
  connection: SMTPConnectionOptions;
  auth: { user: string; pass: string } | undefined;
  /** The From header; the envelope's sender is its address. */
  from: string;
  /** Plain mails (not held back) go through the mailer's own transport. */
  send: (mail: TMail) => Promise<void>;
  close?: () => void;
};

/**
 * A newsletter batch's sender over kept SMTP connections: raw messages are streamed so that the
 * caller can hold back their final dot until the delivery is recorded (see `sendRaw`).
 */
export function smtpBulkSender(options: TSmtpBulkOptions): TBulkSender {
  const bulk = createSmtpBulk(options.connection, options.auth, BULK_CONNECTIONS);
  const envelopeFrom = /<([^>]+)>/.exec(options.from)?.[1] ?? options.from;
  return {
    from: options.from,
    send: options.send,
    sendRaw: (envelope, message) => bulk.send({ from: envelopeFrom, to: [envelope.to] }, message),
    close: () => {
      bulk.close();
      options.close?.();
    },
  };
}
