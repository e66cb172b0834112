import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
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

/**
 * A place's name in the asked locale where one is kept, else its main name, read by the database:
 * a list of 250 countries decoded every row's `names` for one of its values.
 */
export const nameIn = (
  table: { name: AnyColumn; names: AnyColumn },
  locale: string | undefined,
): SQL<string> =>
  locale
    ? sql<string>`coalesce(${table.names} ->> ${locale}, ${table.name})`
    : sql<string>`${table.name}`;
