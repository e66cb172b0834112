import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { HttpError } from '../../lib/http-error';

/**
 * `limit` attempts per `windowMs`. With `delayMs`, past the limit the key is not locked for
 * the window: each further attempt waits delayMs, doubled every time, after the previous one,
 * and the count starts over after windowMs without attempts.
 */
export type TRateLimit = { key: string; limit: number; windowMs: number; delayMs?: number };

type TRow = { count: number; window_start: string | Date };
const rowsOf = (result: unknown) => (result as { rows: TRow[] }).rows;

/**
 * Takes one attempt from the key, in one statement that checks, increments and returns, so
 * concurrent attempts (any number of processes) never get past the limit; a refused attempt
 * is not counted. Throws 429 with Retry-After when refused.
 */
export async function hitRateLimit(db: TDbOrTx, rule: TRateLimit, now: Date): Promise<void> {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - rule.windowMs).toISOString();
  const delaySeconds = (rule.delayMs ?? 0) / 1000;
  const growing = delaySeconds > 0;
  const taken = rowsOf(
    await db.execute(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${rule.key}, ${at}::timestamptz, 1)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= ${cutoff}::timestamptz THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN ${growing}::boolean OR rate_limits.window_start <= ${cutoff}::timestamptz
        THEN ${at}::timestamptz ELSE rate_limits.window_start END
    WHERE rate_limits.window_start <= ${cutoff}::timestamptz
      OR rate_limits.count < ${rule.limit}::int
      OR (${growing}::boolean AND rate_limits.window_start + make_interval(secs =>
        ${delaySeconds}::float8 * power(2, least(rate_limits.count - ${rule.limit}::int, 30))) <= ${at}::timestamptz)
    RETURNING count`),
  );
  if (taken.length > 0) return;
  const error = new HttpError(429, 'rate_limited');
  error.headers['retry-after'] = String(await secondsUntilNext(db, rule, now));
  throw error;
}

/** When the refused key takes an attempt again (Retry-After). */
async function secondsUntilNext(db: TDbOrTx, rule: TRateLimit, now: Date): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`SELECT count, window_start FROM rate_limits WHERE key = ${rule.key}`),
  );
  if (!row) return 1;
  const last = new Date(row.window_start).getTime();
  let next = last + rule.windowMs;
  if (rule.delayMs) {
    const doublings = Math.min(Number(row.count) - rule.limit, 30);
    next = Math.min(next, last + rule.delayMs * 2 ** doublings);
  }
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** Returns an attempt that turned out well (a right password), so it does not count. */
export async function giveBackAttempt(db: TDbOrTx, rule: TRateLimit): Promise<void> {
  if (rule.delayMs) {
    // A success ends the account's run of failures and its delays.
    await db.execute(sql`DELETE FROM rate_limits WHERE key = ${rule.key}`);
    return;
  }
  await db.execute(
    sql`UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = ${rule.key}`,
  );
}

/** Takes one attempt like hitRateLimit, answering false instead of throwing when refused. */
export async function withinRateLimit(db: TDbOrTx, rule: TRateLimit, now: Date): Promise<boolean> {
  try {
    await hitRateLimit(db, rule, now);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) return false;
    throw error;
  }
}
