/**
 * The Idempotency-Key of a POST, one per attempt at sending that request (issue 19).
 *
 * A form whose create failed on the network (no answer: the server may or may not have created
 * the thing) is re-submitted unchanged with the SAME key, so the server answers with what the
 * first request made instead of making a second one. The attempt is the request itself (path and
 * body): an edit changes the body and so gets a new key (the server would refuse a key reused
 * with another body), and a success ends the attempt, so the next submit is a new thing. Keys
 * live in memory for this tab only; an answered request (any status but 409
 * `request_in_progress` and 5xx, whose first request may still create) frees its key: the server
 * keeps nothing for a failed create.
 */
const pending = new Map<string, string>();
/** A tab does not hold more unanswered attempts than this; the oldest goes first. */
const MAX_PENDING = 50;

function newKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The key for this request: the one of its unanswered earlier attempt, or a new one. */
export function idempotencyKeyFor(url: string, body: string | undefined): string {
  const attempt = `${url}\n${body ?? ''}`;
  const known = pending.get(attempt);
  if (known) return known;
  const key = newKey();
  pending.set(attempt, key);
  if (pending.size > MAX_PENDING) {
    const oldest = pending.keys().next().value;
    if (oldest !== undefined) pending.delete(oldest);
  }
  return key;
}

/** The request was answered: its next submit is a new attempt with a new key. */
export function endAttempt(url: string, body: string | undefined): void {
  pending.delete(`${url}\n${body ?? ''}`);
}

/** A key for a request that is never re-sent by a user (an upload). */
export const oneOffIdempotencyKey = newKey;
