import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { newsletterDeliveries } from '../../db/schema';

/**
 * Marks deliveries `sent`, many in one statement: whatever asked while the previous statement
 * ran goes in the next. A row counts only if it was still `pending` (another run of the batch
 * may have taken it), so each caller learns whether the mail is now its to send.
 */
export function createSentGate(db: TDb, now: () => Date) {
  let waiting: { id: number; done: (ok: boolean) => void; fail: (error: unknown) => void }[] = [];
  let running = false;

  async function flush() {
    running = true;
    while (waiting.length) {
      const group = waiting;
      waiting = [];
      try {
        const at = now();
        const marked = await db
          .update(newsletterDeliveries)
          .set({
            status: 'sent',
            sentAt: at,
            updatedAt: at,
            lastError: null,
            attempts: sql`${newsletterDeliveries.attempts} + 1`,
          })
          .where(
            and(
              inArray(
                newsletterDeliveries.id,
                group.map((entry) => entry.id),
              ),
              eq(newsletterDeliveries.status, 'pending'),
            ),
          )
          .returning({ id: newsletterDeliveries.id });
        const ours = new Set(marked.map((row) => row.id));
        for (const entry of group) entry.done(ours.has(entry.id));
      } catch (error) {
        for (const entry of group) entry.fail(error);
      }
    }
    running = false;
  }

  return {
    /** Resolves true once the row is recorded as sent, false if it was no longer pending. */
    mark(id: number): Promise<boolean> {
      return new Promise((done, fail) => {
        waiting.push({ id, done, fail });
        if (!running) void flush();
      });
    },
  };
}
