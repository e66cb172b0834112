import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { giveBackAttempt, hitRateLimit, type TRateLimit } from './hit-rate-limit';

/**
 * Past the per-account limit an account is not locked: the next attempt waits this long after
 * the previous one, doubled each time (15 s, 30 s, 1 min, ...), see docs/decisions.md.
 */
export const ACCOUNT_DELAY_MS = 15_000;

/**
 * The auth calls are limited per client address and per account, in counters
 * kept in the database (shared by every server process). The address is the
 * socket's unless TRUST_PROXY names the proxies, so a forged X-Forwarded-For
 * header changes nothing.
 */
function rules(
  request: FastifyRequest,
  action: string,
  account: string | undefined,
  accountDelayMs?: number,
): TRateLimit[] {
  const { config } = request.server;
  const windowMs = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const list: TRateLimit[] = [
    { key: `${action}:ip:${request.ip}`, limit: config.RATE_LIMIT_PER_IP, windowMs },
  ];
  if (account) {
    list.push({
      key: `${action}:account:${account.trim().toLowerCase()}`,
      limit: config.RATE_LIMIT_PER_ACCOUNT,
      windowMs,
      delayMs: accountDelayMs,
    });
  }
  return list;
}

/** Takes an attempt from every rule, or none: a refusal gives back the ones already taken. */
async function takeAll(request: FastifyRequest, list: TRateLimit[]) {
  const { db } = request.server;
  for (const [index, rule] of list.entries()) {
    try {
      await hitRateLimit(db, rule, request.server.now());
    } catch (error) {
      for (const taken of list.slice(0, index)) await giveBackAttempt(db, taken);
      throw error;
    }
  }
}

/** Counts every call (password instructions: each one may send a mail). */
export async function limitEveryAttempt(request: FastifyRequest, action: string, account?: string) {
  await takeAll(request, rules(request, action, account));
}

/**
 * For calls that check a secret (sign-in, codes, reset tokens): the attempt is counted
 * before the secret is checked, atomically, so concurrent guesses never get past the limit;
 * a successful one is given back, so staff signing in often from one office address are not
 * held up. Past the per-account limit, attempts wait growing delays instead of a lockout.
 */
export async function limitFailedAttempts<T>(
  request: FastifyRequest,
  action: string,
  account: string | undefined,
  attempt: () => Promise<T>,
): Promise<T> {
  const list = rules(request, action, account, ACCOUNT_DELAY_MS);
  await takeAll(request, list);
  let failedByCaller = false;
  try {
    return await attempt();
  } catch (error) {
    failedByCaller = error instanceof HttpError && error.statusCode < 500;
    throw error;
  } finally {
    // Only a wrong secret (or other refusal of the caller's input) stays counted.
    if (!failedByCaller) {
      for (const rule of list) await giveBackAttempt(request.server.db, rule);
    }
  }
}
