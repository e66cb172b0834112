import { type Mailer, SettingsMailer } from '../../adapters/mailer';
import type { TDbOrTx } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import type { TSecretBox } from '../../lib/secrets';
import { readIssueRow } from './issue-rows';
import { personalise, renderNewsletter } from './render-issue';
import { signUnsubscribeToken, unsubscribeUrlOf } from './unsubscribe-token';

/**
 * "Send a test to me": the issue as a reader gets it (same HTML, text and headers), to the
 * signed-in admin, outside any transaction; answers the mail server's reply or 502 with its error.
 */
export async function sendTestIssue(
  db: TDbOrTx,
  context: { mailer: Mailer; secrets: TSecretBox; publicUrl: string; now: Date },
  id: number,
  admin: { id: number; email: string },
) {
  const issue = await readIssueRow(db, id);
  const rendered = await renderNewsletter(issue.kind, issue);
  // The admin's own id: the test's link is real but finds no subscription to remove.
  const token = signUnsubscribeToken(
    context.secrets,
    { customerId: admin.id, kind: issue.kind, locale: issue.locale },
    context.now,
  );
  const url = unsubscribeUrlOf(context.publicUrl, token);
  const mail = {
    to: admin.email,
    subject: `[Test] ${rendered.subject}`,
    ...personalise(rendered, url),
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
  try {
    if (context.mailer instanceof SettingsMailer) {
      return { to: admin.email, response: await context.mailer.deliver(mail) };
    }
    await context.mailer.send(mail);
    return { to: admin.email, response: 'sent' };
  } catch (error) {
    throw new HttpError(
      502,
      'internal',
      undefined,
      `The mail server refused the test: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
