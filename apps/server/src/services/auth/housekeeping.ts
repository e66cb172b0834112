import { lt } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { passwordResets, pendingVerifications, rateLimits, sessions } from '../../db/schema';

const DAY_MS = 86_400_000;

/** Drops rows nobody can use any more: ended sessions, spent or old tokens, old counters. */
export async function deleteStaleAuthRows(db: TDbOrTx, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(pendingVerifications).where(lt(pendingVerifications.expiresAt, now));
  await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, new Date(now.getTime() - DAY_MS)));
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - DAY_MS)));
}
