import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TDbOrTx } from '../../db/client';
import { generalSettings, sessions, type TSessionRow, type TUserRow, users } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';
import { sessionCache, type TSessionTimeouts } from './session-cache';

export type TSessionUser = TUserRow & { sessionId: string; sessionExpiresAt: Date };

type TSessionTimes = Pick<TConfig, 'sessionIdleMs' | 'sessionAbsoluteMs'> &
  Partial<Pick<TConfig, 'sessionCacheMs'>>;

/** Only refresh last_seen_at once a minute, so reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The timeouts in force: the general settings' (so a change applies to every process with its
 * next lookup), else the configuration's while no settings row exists.
 */
function timeoutsMs(timeouts: TSessionTimeouts | null, config: TSessionTimes) {
  return timeouts
    ? { idleMs: timeouts.idleMinutes * 60_000, absoluteMs: timeouts.absoluteHours * 3_600_000 }
    : { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs };
}

function expiresAt(lastSeenAt: Date, absoluteAt: Date, idleMs: number): Date {
  const idleAt = new Date(lastSeenAt.getTime() + idleMs);
  return idleAt < absoluteAt ? idleAt : absoluteAt;
}

const timeoutColumns = {
  idleMinutes: generalSettings.sessionIdleMinutes,
  absoluteHours: generalSettings.sessionAbsoluteHours,
};

async function readTimeouts(db: TDbOrTx): Promise<TSessionTimeouts | null> {
  const [row] = await db
    .select(timeoutColumns)
    .from(generalSettings)
    .where(eq(generalSettings.id, 1));
  return row ?? null;
}

/** A new session with a new id (sign-in rotates the id). Returns the cookie token. */
export async function createSession(
  db: TDbOrTx,
  input: { userId: number; now: Date; ip?: string; userAgent?: string },
  config: TSessionTimes,
): Promise<{ token: string; expiresAt: Date; absoluteMs: number }> {
  const token = randomToken();
  const { idleMs, absoluteMs } = timeoutsMs(await readTimeouts(db), config);
  const absoluteAt = new Date(input.now.getTime() + absoluteMs);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: absoluteAt,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 500),
  });
  // The admins screen shows when each admin last signed in.
  await db.update(users).set({ lastSignInAt: input.now }).where(eq(users.id, input.userId));
  return { token, expiresAt: expiresAt(input.now, absoluteAt, idleMs), absoluteMs };
}

function buildSessionLookup(db: TDbOrTx) {
  return db
    .select({ session: sessions, user: users, timeouts: timeoutColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(generalSettings, eq(generalSettings.id, 1))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_lookup');
}

// Every signed-in request runs this lookup: building it once per database saves most of its cost.
const sessionLookups = new WeakMap<TDbOrTx, ReturnType<typeof buildSessionLookup>>();

function sessionLookup(db: TDbOrTx) {
  let lookup = sessionLookups.get(db);
  if (!lookup) {
    lookup = buildSessionLookup(db);
    sessionLookups.set(db, lookup);
  }
  return lookup;
}

type TSessionRows = { session: TSessionRow; user: TUserRow; timeouts: TSessionTimeouts | null };

/** What a found session allows: the user, the user once `last_seen_at` is written, or nothing. */
function judgeSession(rows: TSessionRows, id: string, now: Date, config: TSessionTimes) {
  const { session, user } = rows;
  const { idleMs, absoluteMs } = timeoutsMs(rows.timeouts, config);
  // Measured from sign-in with today's setting, so a shorter absolute timeout ends old sessions too.
  const absoluteAt = new Date(session.createdAt.getTime() + absoluteMs);
  const idleOver = now.getTime() - session.lastSeenAt.getTime() >= idleMs;
  if (idleOver || now >= absoluteAt || user.disabledAt) return { ended: true as const };
  const touch = now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS;
  const lastSeenAt = touch ? now : session.lastSeenAt;
  const sessionUser: TSessionUser = {
    ...user,
    sessionId: id,
    sessionExpiresAt: expiresAt(lastSeenAt, absoluteAt, idleMs),
  };
  return { ended: false as const, touch, user: sessionUser };
}

/**
 * The user when this process remembers the session and nothing needs writing (most calls),
 * without waiting on anything; undefined sends the caller to findSessionUser.
 */
export function rememberedSessionUser(
  token: string,
  now: Date,
  config: TSessionTimes,
): TSessionUser | undefined {
  const id = hashToken(token);
  const rows = sessionCache.get(id, now.getTime(), config.sessionCacheMs ?? 0);
  if (!rows) return undefined;
  const verdict = judgeSession(rows, id, now, config);
  return verdict.ended || verdict.touch ? undefined : verdict.user;
}

/** The user behind a cookie token, or null when unknown, idle too long, past its age or disabled. */
export async function findSessionUser(
  db: TDbOrTx,
  token: string,
  now: Date,
  config: TSessionTimes,
): Promise<TSessionUser | null> {
  const id = hashToken(token);
  const cacheMs = config.sessionCacheMs ?? 0;
  let rows = sessionCache.get(id, now.getTime(), cacheMs);
  if (!rows) {
    const [found] = await sessionLookup(db).execute({ id });
    if (!found) return null;
    rows = { ...found, cachedAt: now.getTime() };
    sessionCache.set(id, rows, cacheMs);
  }
  const verdict = judgeSession(rows, id, now, config);
  if (verdict.ended) {
    sessionCache.forgetSession(id);
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (verdict.touch) {
    rows.session.lastSeenAt = now;
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return verdict.user;
}

export async function deleteSession(db: TDbOrTx, token: string): Promise<void> {
  const id = hashToken(token);
  sessionCache.forgetSession(id);
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of a user, or every one but `keepSessionId`. */
export async function deleteUserSessions(db: TDbOrTx, userId: number, keepSessionId?: string) {
  const condition = keepSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
    : eq(sessions.userId, userId);
  sessionCache.forgetUser(userId);
  await db.delete(sessions).where(condition);
}

/** Housekeeping: drops sessions past their absolute age (today's setting, else the stored end). */
export async function deleteExpiredSessions(db: TDbOrTx, now: Date) {
  const timeouts = await readTimeouts(db);
  await db
    .delete(sessions)
    .where(
      timeouts
        ? lt(sessions.createdAt, new Date(now.getTime() - timeouts.absoluteHours * 3_600_000))
        : lt(sessions.expiresAt, now),
    );
}
