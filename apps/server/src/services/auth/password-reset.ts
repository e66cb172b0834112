import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mailer';
import type { TDbOrTx } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { deleteUserSessions } from './sessions';
import { findUserByEmail } from './users';

export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/**
 * Mails a one-time reset link when the address belongs to an active admin; silent otherwise.
 * Runs in the outbox job after the request answered (the link is in the mail only, never in
 * the outbox table), with publicUrl from the configuration, never from the request.
 */
export async function mailPasswordInstructions(
  db: TDbOrTx,
  mailer: Mailer,
  email: string,
  publicUrl: string,
  now: Date,
) {
  const user = await findUserByEmail(db, email);
  if (user?.userRole !== 'admin' || user.disabledAt) return;
  const token = randomToken();
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  const link = `${publicUrl}/cms/restore-password?reset_password_token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: 'Reset your back office password',
    text: `Someone asked to reset the password of ${user.email}.\n\nSet a new password here (valid for one hour, once):\n${link}\n\nIf it was not you, ignore this mail.`,
  });
}

/** Sets the new password, spends the token and ends every session of the user. */
export async function resetPassword(db: TDbOrTx, token: string, password: string, now: Date) {
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning();
  if (!reset) {
    throw new HttpError(422, 'invalid_token', 'reset_password_token');
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), updatedAt: now })
    .where(eq(users.id, reset.userId));
  await deleteUserSessions(db, reset.userId);
  // Other unused links of this user die with the change as well.
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
}
