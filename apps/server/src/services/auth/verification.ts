import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { pendingVerifications, type TUserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { hashToken, randomCode, randomToken, sameHash } from '../../lib/tokens';
import { enqueue } from '../../outbox';
import { sendMailJob } from '../mail';

export const PENDING_COOKIE = 'sid_pending';
export const VERIFICATION_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;

const invalidToken = () => new HttpError(422, 'invalid_token', 'token');

/**
 * Starts a sign-in that waits for the e-mailed code; the returned token goes in a cookie. The
 * mail is queued in the caller's transaction and sent after commit. The code waits in the outbox
 * row, which is harmless: it expires in 10 minutes and works only with the browser's pending
 * cookie, whose token is stored nowhere but as a hash.
 */
export async function startVerification(tx: TDbOrTx, user: TUserRow, now: Date) {
  const token = randomToken();
  const code = randomCode();
  await tx.delete(pendingVerifications).where(eq(pendingVerifications.userId, user.id));
  await tx.insert(pendingVerifications).values({
    id: hashToken(token),
    userId: user.id,
    codeHash: hashToken(code),
    expiresAt: new Date(now.getTime() + VERIFICATION_TTL_MS),
  });
  await enqueue(tx, sendMailJob, {
    to: user.email,
    subject: 'Your sign-in code',
    text: `Your sign-in code for the back office is ${code}. It is valid for 10 minutes.`,
  });
  return token;
}

/** The user whose pending sign-in this code completes; each wrong code counts, five end it. */
export async function completeVerification(
  db: TDbOrTx,
  pendingToken: string | undefined,
  code: string,
  now: Date,
) {
  if (!pendingToken) throw invalidToken();
  const id = hashToken(pendingToken);
  const [pending] = await db
    .update(pendingVerifications)
    .set({ attempts: sql`${pendingVerifications.attempts} + 1` })
    .where(eq(pendingVerifications.id, id))
    .returning();
  if (!pending || pending.expiresAt <= now || pending.attempts > MAX_ATTEMPTS) {
    if (pending) await db.delete(pendingVerifications).where(eq(pendingVerifications.id, id));
    throw invalidToken();
  }
  if (!sameHash(pending.codeHash, hashToken(code.trim()))) throw invalidToken();
  await db.delete(pendingVerifications).where(eq(pendingVerifications.id, id));
  return pending.userId;
}
