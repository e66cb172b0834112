import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type { Mailer, TBulkSender, TMail } from './mailer';
import { smtpBulkSender } from './smtp-bulk-sender';

/** The mail server of SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`). */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: TMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }

  /** A newsletter batch goes over kept connections with the final dot held (as for the settings' SMTP). */
  async openBulk(): Promise<TBulkSender> {
    const { auth, ...connection } = parseConnectionUrl(this.url);
    return smtpBulkSender({
      connection,
      auth: auth?.user ? { user: auth.user, pass: String(auth.pass ?? '') } : undefined,
      from: this.from,
      send: (mail) => this.send(mail),
    });
  }
}
