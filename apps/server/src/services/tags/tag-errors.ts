import { and, eq, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { tags } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

export const nameTaken = (field: string) =>
  new HttpError(422, 'taken', field, 'A tag with this name already exists in this locale.');

/** PostgreSQL's unique_violation, whichever driver (and Drizzle wrapper) reports it. */
export function isUniqueViolation(error: unknown): boolean {
  const seen = error as { code?: string; cause?: { code?: string } } | null;
  return seen?.code === '23505' || seen?.cause?.code === '23505';
}

/** Names are unique per locale, ignoring case (and the tag itself when renaming). */
export async function assertNameFree(
  db: TDbOrTx,
  locale: string,
  name: string,
  field: string,
  exceptId?: number,
) {
  const [clash] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.locale, locale),
        sql`lower(${tags.name}) = lower(${name})`,
        exceptId ? ne(tags.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw nameTaken(field);
}
