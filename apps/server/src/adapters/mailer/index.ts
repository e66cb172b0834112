import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from '../../config';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export { type Mailer, openBulkSender, type TBulkSender, type TMail } from './mailer';
export {
  readEmailSettingsRow,
  SettingsMailer,
  SMTP_PASSWORD_COLUMN,
} from './settings-mailer';
export { BULK_CONNECTIONS } from './smtp-bulk-sender';

/** SMTP when SMTP_URL is set, otherwise the outbox folder. */
export function createMailer(config: TConfig, log?: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  return new OutboxMailer(join(config.dataDir, 'outbox'), config.MAIL_FROM, log);
}
