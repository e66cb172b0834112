import type { TEmailTestResult } from '@newsroom/contract';
import { type Mailer, readEmailSettingsRow, SettingsMailer } from '../../adapters/mailer';
import type { TDbOrTx } from '../../db/client';

const TEST_MAIL = (to: string) => ({
  to,
  subject: 'Test e-mail from the back office',
  text: 'This is a test e-mail sent from Settings → Email service. The mail service works.',
});

/**
 * Sends one test mail through the saved service, outside any transaction, and answers what the
 * server said: SMTP's reply line on success, its error (with the server's reply) on failure.
 */
export async function sendTestMail(
  db: TDbOrTx,
  mailer: Mailer,
  to: string,
): Promise<TEmailTestResult> {
  const row = await readEmailSettingsRow(db);
  try {
    if (mailer instanceof SettingsMailer) {
      const answer = await mailer.deliver(TEST_MAIL(to));
      if (row?.provider === 'smtp') return { ok: true, message: answer };
    } else {
      await mailer.send(TEST_MAIL(to));
    }
    return { ok: true, message: 'Handed to the default service (the outbox folder or SMTP_URL)' };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
