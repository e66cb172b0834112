import { asc } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { locales } from '../../db/schema';

/** GET language_data: the languages an event may be in, in the agency's order. */
export async function listLanguages(db: TDbOrTx) {
  return {
    languages: await db
      .select({ code: locales.code, name: locales.name })
      .from(locales)
      .orderBy(asc(locales.position)),
  };
}
