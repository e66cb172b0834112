import { HttpError } from '../lib/http-error';
import type { TDb, TTx } from './client';

/** SQLSTATEs after which the same transaction, run again, may well succeed. */
const RETRYABLE = new Set(['40001', '40P01']);

/** Runs `work` in a transaction, with the retries of runTransaction (app.transact). */
export type TTransact = <T>(work: (tx: TTx) => Promise<T>) => Promise<T>;

export type TRetryOptions = {
  /** Runs after the first one; 3 by default. */
  retries?: number;
  /** Upper bound of the first wait in ms, doubled each time (full jitter); 25 by default. */
  baseDelayMs?: number;
  /** Tests replace the wait. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
};

/** The SQLSTATE of a failed query, looked for through drizzle's wrapping (`cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isRetryable = (error: unknown) => RETRYABLE.has(sqlStateOf(error) ?? '');

/** What the caller gets when the retries are spent: a 409 they can simply send again. */
export const writeConflict = () => new HttpError(409, 'write_conflict');

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction and runs it again, after a short random wait,
 * when PostgreSQL gave up on it for a deadlock or a serialization failure; when
 * every try failed so, answers 409 `write_conflict`, never a 500. `work` must do
 * database work only (no mail, network or files), so running it again is safe.
 */
export async function runTransaction<T>(
  db: TDb,
  work: (tx: TTx) => Promise<T>,
  options: TRetryOptions = {},
): Promise<T> {
  const retries = options.retries ?? 3;
  const base = options.baseDelayMs ?? 25;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= retries) throw writeConflict();
      await sleep(Math.round(random() * base * 2 ** attempt));
    }
  }
}
