import { randomInt } from 'node:crypto';
import { isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { liveEvents, smartLinks } from '../../db/schema';

// No 0/O or 1/l/I: codes are read aloud and typed from slides.
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * Gives every live event without a smart link one, with a fresh random code.
 * Links are made lazily (the first time an admin lists or opens them), so the
 * live-event code needs no change and old events get theirs too. Concurrent
 * callers are safe: a second insert for the same event does nothing, and a
 * code that happens to be taken is tried again on the next pass.
 */
export async function ensureSmartLinks(db: TDbOrTx): Promise<void> {
  for (let pass = 0; pass < 5; pass++) {
    const missing = await db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .leftJoin(smartLinks, sql`${smartLinks.eventId} = ${liveEvents.id}`)
      .where(isNull(smartLinks.id));
    if (missing.length === 0) return;
    await db
      .insert(smartLinks)
      .values(missing.map((event) => ({ eventId: event.id, code: newCode() })))
      .onConflictDoNothing();
  }
  throw new Error('could not give every live event a smart link code');
}
