import nodemailer from 'nodemailer';
import type { Mailer, TMail } from './mailer';

export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: TMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }
}
