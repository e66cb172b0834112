import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { passwordResets, users } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';
import { defineJob } from '../../outbox/define-job';

const DAY_MS = 24 * 60 * 60_000;

/**
 * What each account mail says and where its link leads: admins set their password in the
 * back office, customers on the public site. The link carries a one-time token kept hashed
 * in password_resets (confirming the address is done by choosing a password through it).
 */
const KINDS = {
  admin_invitation: {
    ttlMs: 7 * DAY_MS,
    subject: 'You are invited to the back office',
    intro: 'You have been invited to the back office. Choose your password here (valid 7 days):',
    link: (config: { publicUrl: string }, token: string) =>
      `${config.publicUrl}/cms/restore-password?reset_password_token=${token}`,
  },
  member_invitation: {
    ttlMs: 7 * DAY_MS,
    subject: 'You are invited to your company account',
    intro: 'You have been added to your company account. Choose your password here:',
    link: (config: { PUBLIC_SITE_URL: string }, token: string) =>
      `${config.PUBLIC_SITE_URL}/users/password/edit?reset_password_token=${token}`,
  },
  password_reset: {
    ttlMs: DAY_MS,
    subject: 'Reset your password',
    intro: 'Our client desk sent you this link to choose a new password (valid one day):',
    link: (config: { PUBLIC_SITE_URL: string }, token: string) =>
      `${config.PUBLIC_SITE_URL}/users/password/edit?reset_password_token=${token}`,
  },
  confirmation: {
    ttlMs: 7 * DAY_MS,
    subject: 'Confirm your e-mail address',
    intro: 'Confirm your e-mail address here:',
    link: (config: { PUBLIC_SITE_URL: string }, token: string) =>
      `${config.PUBLIC_SITE_URL}/users/confirmation?confirmation_token=${token}`,
  },
} as const;

export type TAccountMailKind = keyof typeof KINDS;

/** The token is made when the mail goes out, so it is in the mail only, never in the outbox. */
export const accountMailJob = defineJob({
  kind: 'users.account_mail',
  payload: z.object({
    userId: z.number().int(),
    kind: z.enum(Object.keys(KINDS) as [TAccountMailKind, ...TAccountMailKind[]]),
  }),
  maxAttempts: 5,
  handle: async ({ userId, kind }, { db, mailer, config, now }) => {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) return;
    const mail = KINDS[kind];
    const token = randomToken();
    const at = now();
    await db.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId,
      createdAt: at,
      expiresAt: new Date(at.getTime() + mail.ttlMs),
    });
    await mailer.send({
      to: user.email,
      subject: mail.subject,
      text: `${mail.intro}\n${mail.link(config, encodeURIComponent(token))}\n`,
    });
  },
});
