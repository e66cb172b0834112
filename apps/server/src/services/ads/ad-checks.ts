import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { locales } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

/** 422 on `field` unless the locale is one of the reference list. */
export async function assertLocale(db: TDbOrTx, code: string, field: string): Promise<void> {
  const [found] = await db
    .select({ code: locales.code })
    .from(locales)
    .where(eq(locales.code, code));
  if (!found) throw new HttpError(422, 'invalid', field, 'Unknown locale');
}

/** The end must come after the start (either may be open). */
export function assertWindow(startsAt: Date | null, endsAt: Date | null, field: string): void {
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) {
    throw new HttpError(422, 'invalid', field, 'The end must be after the start');
  }
}

export const toDate = (value: string | null): Date | null => (value ? new Date(value) : null);
export const isoOrNull = (value: Date | null): string | null =>
  value ? value.toISOString() : null;
