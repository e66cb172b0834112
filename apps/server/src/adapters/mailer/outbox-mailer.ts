import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { randomToken } from '../../lib/tokens';
import type { Mailer, TMail } from './mailer';

const isCode = (error: unknown, code: string) => (error as { code?: string }).code === code;

/** Renames a written `.tmp` file into place; one already moved (by an earlier run) is fine. */
async function publish(path: string) {
  try {
    await rename(`${path}.tmp`, path);
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
  }
}

/**
 * The embedded default: each mail becomes `<time>-<id>.eml` (the real message,
 * built by nodemailer) and `.json` (easy to read in tests and scripts) in
 * `DATA_DIR/outbox`, and a log line.
 *
 * A mail with an idempotency key is written once per key: both files are written as `.tmp`, the
 * key is claimed (`keys/<key>`, created exclusively, holding the files' name), and only then are
 * the files renamed into place. A process stopped at any point either left no claim (the next
 * try writes it) or a claim whose files the next try finishes moving: never two copies.
 */
export class OutboxMailer implements Mailer {
  private readonly builder = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(
    readonly folder: string,
    private readonly from: string,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async send({ idempotencyKey, ...mail }: TMail): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const claim = idempotencyKey && join(this.folder, 'keys', encodeURIComponent(idempotencyKey));
    if (claim && (await this.finishClaimed(claim))) return;
    const sentAt = new Date();
    const base = `${sentAt.toISOString().replaceAll(':', '-')}-${randomToken().slice(0, 8)}`;
    const files = [join(this.folder, `${base}.eml`), join(this.folder, `${base}.json`)];
    const info = await this.builder.sendMail({ from: this.from, ...mail });
    await writeFile(`${files[0]}.tmp`, info.message as Buffer);
    await writeFile(
      `${files[1]}.tmp`,
      JSON.stringify({ from: this.from, ...mail, sent_at: sentAt.toISOString() }, null, 2),
    );
    if (claim) {
      await mkdir(join(this.folder, 'keys'), { recursive: true });
      try {
        await writeFile(claim, base, { flag: 'wx' });
      } catch (error) {
        if (!isCode(error, 'EEXIST')) throw error;
        // Another run claimed the key between our check and now: its copy is the one.
        await Promise.all(files.map((file) => unlink(`${file}.tmp`).catch(() => {})));
        return;
      }
    }
    for (const file of files) await publish(file);
    this.log?.info(
      { to: mail.to, subject: mail.subject, file: `${base}.eml` },
      'mail written to the outbox',
    );
  }

  /** True when the key was claimed before; its files are then moved into place if not yet. */
  private async finishClaimed(claim: string): Promise<boolean> {
    let base: string;
    try {
      base = await readFile(claim, 'utf8');
    } catch (error) {
      if (isCode(error, 'ENOENT')) return false;
      throw error;
    }
    if (!base) {
      // Stopped while writing the claim itself: nothing was published under it.
      await unlink(claim);
      return false;
    }
    for (const ext of ['eml', 'json']) await publish(join(this.folder, `${base}.${ext}`));
    return true;
  }
}
