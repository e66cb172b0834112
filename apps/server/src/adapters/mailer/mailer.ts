export type TMail = { to: string; subject: string; text: string };

/** Sends mail; the embedded default writes it to the outbox folder instead. */
export interface Mailer {
  send(mail: TMail): Promise<void>;
}
