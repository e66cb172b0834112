import type { TDbOrTx } from '../db/client';
import { locales } from '../db/schema';
import { LOCALE_CODES, localeName } from './reference-data';

/**
 * The locales, at every start after the migrations (idempotent). Regions, countries and business
 * countries come with migration 0035 and the starting transcoder profiles with 0025, once: an
 * admin's edit, disabling or removal of one of them survives a restart.
 */
export async function seedReference(db: TDbOrTx): Promise<void> {
  await db
    .insert(locales)
    .values(
      LOCALE_CODES.map((code, index) => ({ code, name: localeName(code), position: index + 1 })),
    )
    .onConflictDoNothing();
}
