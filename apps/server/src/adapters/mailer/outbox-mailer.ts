import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { randomToken } from '../../lib/tokens';
import type { Mailer, TMail } from './mailer';

/**
 * The embedded default: each mail becomes `<time>-<id>.eml` (the real message,
 * built by nodemailer) and `.json` (easy to read in tests and scripts) in
 * `DATA_DIR/outbox`, and a log line.
 */
export class OutboxMailer implements Mailer {
  private readonly builder = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(
    readonly folder: string,
    private readonly from: string,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async send(mail: TMail): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const sentAt = new Date();
    const base = `${sentAt.toISOString().replaceAll(':', '-')}-${randomToken().slice(0, 8)}`;
    const info = await this.builder.sendMail({ from: this.from, ...mail });
    await writeFile(join(this.folder, `${base}.eml`), info.message as Buffer);
    await writeFile(
      join(this.folder, `${base}.json`),
      JSON.stringify({ from: this.from, ...mail, sent_at: sentAt.toISOString() }, null, 2),
    );
    this.log?.info(
      { to: mail.to, subject: mail.subject, file: `${base}.eml` },
      'mail written to the outbox',
    );
  }
}
