import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { TDbOrTx } from '../../db/client';
import { emailSettings } from '../../db/schema';
import type { TSecretBox } from '../../lib/secrets';
import { type Mailer, openBulkSender, type TBulkSender, type TMail } from './mailer';
import { smtpBulkSender } from './smtp-bulk-sender';

/** Where the SMTP password is sealed (the additional data of its encryption). */
export const SMTP_PASSWORD_COLUMN = 'email_settings.smtp_password';

type TRow = typeof emailSettings.$inferSelect;

export async function readEmailSettingsRow(db: TDbOrTx): Promise<TRow | undefined> {
  const [row] = await db.select().from(emailSettings).where(eq(emailSettings.id, 1));
  return row;
}

/** Where and how to connect, from the saved settings. */
function smtpOptionsOf(row: TRow) {
  return {
    host: row.smtpHost ?? undefined,
    port: row.smtpPort,
    secure: row.smtpTls === 'tls',
    requireTLS: row.smtpTls === 'starttls',
    ignoreTLS: row.smtpTls === 'none',
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

const authOf = (row: TRow, secrets: TSecretBox) =>
  row.smtpUser
    ? { user: row.smtpUser, pass: secrets.open(row.smtpPassword, SMTP_PASSWORD_COLUMN) ?? '' }
    : undefined;

/** A transport for one send, from the saved settings (nothing is kept between sends). */
export function smtpTransportOf(row: TRow, secrets: TSecretBox) {
  return nodemailer.createTransport({ ...smtpOptionsOf(row), auth: authOf(row, secrets) });
}

/**
 * The mailer every process uses: at each send it reads the e-mail service setting, so a change
 * applies at once everywhere. SMTP when the setting says so, else the configured default (the
 * outbox folder, or SMTP_URL).
 */
export class SettingsMailer implements Mailer {
  constructor(
    private readonly db: TDbOrTx,
    private readonly secrets: TSecretBox,
    readonly fallback: Mailer,
    private readonly configuredFrom: string,
  ) {}

  async send(mail: TMail): Promise<void> {
    await this.deliver(mail);
  }

  /** Sends and answers what the server said (SMTP's reply line), or where the mail went. */
  async deliver(mail: TMail): Promise<string> {
    const row = await readEmailSettingsRow(this.db);
    if (row?.provider !== 'smtp') {
      await this.fallback.send(mail);
      return 'Handed to the configured default service';
    }
    const info = await smtpTransportOf(row, this.secrets).sendMail({
      from: row.fromAddress ?? this.configuredFrom,
      ...mail,
    });
    return String(info.response ?? 'sent');
  }

  /**
   * For a newsletter batch: the setting is read once and SMTP connections are kept and reused
   * (a new connection per message would cap the rate well below what a mail server takes).
   */
  async openBulk(): Promise<TBulkSender> {
    const row = await readEmailSettingsRow(this.db);
    if (row?.provider !== 'smtp') return openBulkSender(this.fallback);
    const transport = smtpTransportOf(row, this.secrets);
    const from = row.fromAddress ?? this.configuredFrom;
    return smtpBulkSender({
      connection: smtpOptionsOf(row),
      auth: authOf(row, this.secrets),
      from,
      send: async (mail) => {
        await transport.sendMail({ from, ...mail });
      },
      close: () => transport.close(),
    });
  }
}
