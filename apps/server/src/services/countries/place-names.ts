import { inArray } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { locales } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/** Names are kept only for the content locales: an unknown one answers 422 at its field. */
export async function assertKnownLocales(
  db: TDbOrTx,
  names: Record<string, string> | undefined,
  field: string,
) {
  const codes = Object.keys(names ?? {});
  if (!codes.length) return;
  const known = new Set(
    (await db.select({ code: locales.code }).from(locales).where(inArray(locales.code, codes))).map(
      (row) => row.code,
    ),
  );
  const unknown = codes.find((code) => !known.has(code));
  if (unknown) throw new HttpError(422, 'invalid', `${field}.names.${unknown}`, 'Unknown locale');
}

/** A name in the asked locale where one is kept, else the main name. */
export const nameIn = (
  row: { name: string; names: Record<string, string> },
  locale: string | undefined,
) => (locale ? (row.names[locale] ?? row.name) : row.name);
