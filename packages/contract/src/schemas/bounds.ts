import { z } from 'zod';

/**
 * The bounds every input schema builds on, so no value a schema accepts is one the database
 * refuses (docs/decisions.md, "Input bounds"): ids, versions, positions and counts are 32-bit
 * columns; text may hold neither NUL (PostgreSQL text cannot) nor half of a UTF-16 surrogate
 * pair (JSON columns refuse it); moments lie within years the database and every screen handle.
 */
export const INT32_MAX = 2_147_483_647;
export const INT32_MIN = -2_147_483_648;

/** A whole number a 32-bit column holds. */
export const ZInt32 = () => z.number().int().min(INT32_MIN).max(INT32_MAX);

/** A stored row's id (a 32-bit serial). */
export const ZId = z.number().int().min(1).max(INT32_MAX);

/** An id in a path or query string, where it arrives as text. */
export const ZIdText = z.coerce.number().int().min(1).max(INT32_MAX);

/** Optimistic locking: the version the editor saw (409 when stale). */
export const ZVersion = z.number().int().min(1).max(INT32_MAX);

/** Whether all-digit text (`/events/{slug or id}`) can name a row by id at all. */
export const isIdText = (text: string) => /^\d{1,10}$/.test(text) && Number(text) <= INT32_MAX;

export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2999;

/** A moment with its offset (ISO 8601), within EARLIEST_YEAR..LATEST_YEAR. */
export const ZDateTime = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
}, `A date between ${EARLIEST_YEAR} and ${LATEST_YEAR}`);

/** NUL, or half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isStorableText = (text: string) =>
  !text.includes(String.fromCharCode(0)) && !LONE_SURROGATE.test(text);

const UNSTORABLE_MESSAGE = 'Holds a character that cannot be stored (NUL or a broken surrogate)';

/** The first text (string or object key) in `value` that cannot be stored, by its path. */
type TPath = (string | number)[];

function unstorablePath(value: unknown, path: TPath, depth: number): TPath | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorablePath(value[i], [...path, i], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isStorableText(key)) return [...path, key];
    const found = unstorablePath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Any input at all, as long as no text in it (at any depth, keys included) is unstorable. The
 * server puts it in front of every input schema (params, query, body), so no field can forget it.
 */
export const ZStorableInput = z.unknown().superRefine((value, context) => {
  const path = unstorablePath(value, [], 0);
  if (path) context.addIssue({ code: 'custom', path, message: UNSTORABLE_MESSAGE });
});
