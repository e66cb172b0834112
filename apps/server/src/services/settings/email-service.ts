import {
  MAIL_LOG_SIZE,
  type TEmailService,
  type TEmailServiceUpdate,
  type TMailMessageList,
} from '@newsroom/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { readEmailSettingsRow, SMTP_PASSWORD_COLUMN } from '../../adapters/mailer';
import type { TConfig } from '../../config';
import type { TDbOrTx } from '../../db/client';
import { emailSettings, outbox } from '../../db/schema';
import { conflict, HttpError } from '../../lib/http-error';
import type { TSecretBox } from '../../lib/secrets';
import { recordHistory } from '../history';

type TRow = typeof emailSettings.$inferSelect;
const SUBJECT = { type: 'settings' as const, id: 'email_service' };

/** The setting as clients and the history see it: the password only as "one is saved". */
const present = (row: TRow, config: TConfig): TEmailService => ({
  provider: row.provider,
  smtp_host: row.smtpHost,
  smtp_port: row.smtpPort,
  smtp_tls: row.smtpTls,
  smtp_user: row.smtpUser,
  has_smtp_password: Boolean(row.smtpPassword),
  from_address: row.fromAddress,
  configured_from: config.MAIL_FROM,
  configured_default: config.SMTP_URL ? 'smtp_url' : 'outbox_folder',
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

async function ensureRow(db: TDbOrTx): Promise<TRow> {
  await db.insert(emailSettings).values({ id: 1 }).onConflictDoNothing();
  const row = await readEmailSettingsRow(db);
  if (!row) throw new Error('email settings row missing');
  return row;
}

export async function getEmailService(db: TDbOrTx, config: TConfig) {
  return present(await ensureRow(db), config);
}

export async function updateEmailService(
  db: TDbOrTx,
  actorId: number | null,
  change: TEmailServiceUpdate['email_service'],
  context: { now: Date; secrets: TSecretBox; config: TConfig },
): Promise<TEmailService> {
  await ensureRow(db);
  const [current] = await db
    .select()
    .from(emailSettings)
    .where(eq(emailSettings.id, 1))
    .for('update');
  if (!current || current.version !== change.version) throw conflict();
  const host = change.smtp_host !== undefined ? change.smtp_host : current.smtpHost;
  if ((change.provider ?? current.provider) === 'smtp' && !host) {
    throw new HttpError(422, 'invalid', 'email_service.smtp_host', 'SMTP needs a host');
  }
  const [row] = await db
    .update(emailSettings)
    .set({
      ...(change.provider !== undefined ? { provider: change.provider } : {}),
      ...(change.smtp_host !== undefined ? { smtpHost: change.smtp_host } : {}),
      ...(change.smtp_port !== undefined ? { smtpPort: change.smtp_port } : {}),
      ...(change.smtp_tls !== undefined ? { smtpTls: change.smtp_tls } : {}),
      ...(change.smtp_user !== undefined ? { smtpUser: change.smtp_user || null } : {}),
      // Left out keeps the saved password; null removes it; a new one is sealed.
      ...(change.smtp_password !== undefined
        ? { smtpPassword: context.secrets.seal(change.smtp_password, SMTP_PASSWORD_COLUMN) }
        : {}),
      ...(change.from_address !== undefined ? { fromAddress: change.from_address || null } : {}),
      version: sql`${emailSettings.version} + 1`,
      updatedAt: context.now,
    })
    .where(and(eq(emailSettings.id, 1), eq(emailSettings.version, change.version)))
    .returning();
  if (!row) throw conflict();
  const after = present(row, context.config);
  await recordHistory(db, {
    subjectType: SUBJECT.type,
    subjectId: SUBJECT.id,
    action: change.smtp_password !== undefined ? 'update_with_secret' : 'update',
    actorId,
    before: present(current, context.config),
    after,
  });
  return after;
}

export const emailServiceHistorySubject = SUBJECT;

const MAIL_KINDS = ['mail.send', 'auth.password_instructions'];

/** The last mails queued, newest first, from the outbox jobs that carry them. */
export async function listMailMessages(db: TDbOrTx): Promise<TMailMessageList> {
  const rows = await db
    .select()
    .from(outbox)
    .where(inArray(outbox.kind, MAIL_KINDS))
    .orderBy(desc(outbox.id))
    .limit(MAIL_LOG_SIZE);
  const messages = rows.map((row) => {
    const payload = (row.payload ?? {}) as { to?: string; subject?: string; email?: string };
    const reset = row.kind === 'auth.password_instructions';
    return {
      id: row.id,
      to: (reset ? payload.email : payload.to) ?? '',
      subject: reset ? 'Password instructions' : (payload.subject ?? ''),
      state: row.state,
      attempts: row.attempts,
      error: row.lastError,
      created_at: row.createdAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
    };
  });
  return { messages, count: messages.length };
}
