import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { HttpError } from '../../lib/http-error';

export type TRateLimit = { key: string; limit: number; windowMs: number };

/**
 * Counts one attempt against a fixed window kept in the database, so every
 * server process shares the count. Throws 429 past the limit.
 */
export async function hitRateLimit(db: TDbOrTx, rule: TRateLimit, now: Date): Promise<void> {
  const windowOpenedBefore = new Date(now.getTime() - rule.windowMs);
  const result = await db.execute(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${rule.key}, ${now.toISOString()}, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= ${windowOpenedBefore.toISOString()} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= ${windowOpenedBefore.toISOString()} THEN ${now.toISOString()}::timestamptz ELSE rate_limits.window_start END
    RETURNING count, window_start`);
  const row = (result as unknown as { rows: { count: number; window_start: string | Date }[] })
    .rows[0];
  if (!row || Number(row.count) <= rule.limit) return;
  const windowStart = new Date(row.window_start);
  const retryAfter = Math.max(
    1,
    Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000),
  );
  const error = new HttpError(429, 'rate_limited');
  error.headers['retry-after'] = String(retryAfter);
  throw error;
}

/** Throws 429 when the window already holds `limit` attempts, without counting this one. */
export async function checkRateLimit(db: TDbOrTx, rule: TRateLimit, now: Date): Promise<void> {
  const result = await db.execute(sql`
    SELECT count, window_start FROM rate_limits
    WHERE key = ${rule.key} AND window_start > ${new Date(now.getTime() - rule.windowMs).toISOString()}`);
  const row = (result as unknown as { rows: { count: number; window_start: string | Date }[] })
    .rows[0];
  if (!row || Number(row.count) < rule.limit) return;
  const retryAfter = Math.max(
    1,
    Math.ceil((new Date(row.window_start).getTime() + rule.windowMs - now.getTime()) / 1000),
  );
  const error = new HttpError(429, 'rate_limited');
  error.headers['retry-after'] = String(retryAfter);
  throw error;
}
