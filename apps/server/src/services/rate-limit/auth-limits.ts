import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { checkRateLimit, hitRateLimit, type TRateLimit } from './hit-rate-limit';

/**
 * The auth calls are limited per client address and per account, in counters
 * kept in the database (shared by every server process). The address is the
 * socket's unless TRUST_PROXY names the proxies, so a forged X-Forwarded-For
 * header changes nothing.
 */
function rules(request: FastifyRequest, action: string, account?: string): TRateLimit[] {
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
    });
  }
  return list;
}

/** Counts every call (password instructions: each one may send a mail). */
export async function limitEveryAttempt(request: FastifyRequest, action: string, account?: string) {
  for (const rule of rules(request, action, account)) {
    await hitRateLimit(request.server.db, rule, request.server.now());
  }
}

/**
 * Counts only failed attempts (sign-in, codes, reset tokens), so that staff
 * signing in often from one office address are not locked out, while guessing
 * is: past the limit even a right password is refused until the window ends.
 */
export async function limitFailedAttempts<T>(
  request: FastifyRequest,
  action: string,
  account: string | undefined,
  attempt: () => Promise<T>,
): Promise<T> {
  const list = rules(request, action, account);
  for (const rule of list) await checkRateLimit(request.server.db, rule, request.server.now());
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500 && error.statusCode !== 429) {
      for (const rule of list) {
        await hitRateLimit(
          request.server.db,
          { ...rule, limit: Number.MAX_SAFE_INTEGER },
          request.server.now(),
        );
      }
    }
    throw error;
  }
}
