import type { TSessionRow, TUserRow } from '../../db/schema';

/** The session timeouts in force (general settings), read with the session. */
export type TSessionTimeouts = { idleMinutes: number; absoluteHours: number };
type TCachedSession = {
  session: TSessionRow;
  user: TUserRow;
  timeouts: TSessionTimeouts | null;
  cachedAt: number;
};

const MAX_ENTRIES = 10_000;
const entries = new Map<string, TCachedSession>();

/**
 * A short-lived, per-process memory of session lookups, so a burst of calls
 * from one admin costs one database round trip. Every change this process
 * makes to a session or its user forgets the entry at once; a change made by
 * another process (a second server, the admin CLI on PostgreSQL) is seen
 * within the TTL (SESSION_CACHE_MS, 0 switches the cache off). Keys are
 * hashes of 256-bit random tokens, so one map serves every database.
 */
export const sessionCache = {
  get(id: string, now: number, ttlMs: number): TCachedSession | undefined {
    const entry = entries.get(id);
    if (!entry) return undefined;
    if (now - entry.cachedAt >= ttlMs || now < entry.cachedAt) {
      entries.delete(id);
      return undefined;
    }
    return entry;
  },

  set(id: string, entry: TCachedSession, ttlMs: number) {
    if (ttlMs <= 0) return;
    if (entries.size >= MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(id, entry);
  },

  forgetSession(id: string) {
    entries.delete(id);
  },

  /** After a change of the session timeouts: every remembered lookup carries the old ones. */
  clear() {
    entries.clear();
  },

  forgetUser(userId: number) {
    for (const [id, entry] of entries) {
      if (entry.user.id === userId) entries.delete(id);
    }
  },
};
