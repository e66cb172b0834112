import type { TTermsVersion, TTermsVersionSummary } from '@newsroom/contract';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { locales, termsVersions, users } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import { personName } from '../../lib/person-name';

/** 404 unless the locale is one of the reference list (the path names it). */
export async function assertTermsLocale(db: TDbOrTx, code: string): Promise<void> {
  const [found] = await db
    .select({ code: locales.code })
    .from(locales)
    .where(eq(locales.code, code));
  if (!found) throw new HttpError(404, 'not_found', 'locale', 'Unknown locale');
}

export const nameOf = (first: string | null, last: string | null) =>
  first === null && last === null ? null : personName(first, last);

const summaryColumns = {
  number: termsVersions.number,
  effectiveAt: termsVersions.effectiveAt,
  publishedAt: termsVersions.publishedAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

type TSummaryRow = {
  number: number;
  effectiveAt: Date;
  publishedAt: Date;
  firstName: string | null;
  lastName: string | null;
};

const presentSummary = (row: TSummaryRow): TTermsVersionSummary => ({
  number: row.number,
  effective_at: row.effectiveAt.toISOString(),
  published_at: row.publishedAt.toISOString(),
  published_by: nameOf(row.firstName, row.lastName),
});

/** A locale's versions, newest first. */
export async function listVersions(db: TDbOrTx, locale: string) {
  const rows = await db
    .select(summaryColumns)
    .from(termsVersions)
    .leftJoin(users, eq(users.id, termsVersions.publishedBy))
    .where(eq(termsVersions.locale, locale))
    .orderBy(desc(termsVersions.number));
  return rows.map(presentSummary);
}

/** The number in effect at `now`: the latest whose effective date has come. */
export function inEffect(versions: TTermsVersionSummary[], now: Date): number | null {
  const due = versions.filter((v) => new Date(v.effective_at).getTime() <= now.getTime());
  return due.length ? Math.max(...due.map((v) => v.number)) : null;
}

/** One version with its text: `number`, or the one in effect at `now` when it is undefined. */
export async function readVersion(
  db: TDbOrTx,
  locale: string,
  number: number | undefined,
  now: Date,
): Promise<TTermsVersion> {
  const [row] = await db
    .select({ ...summaryColumns, html: termsVersions.html })
    .from(termsVersions)
    .leftJoin(users, eq(users.id, termsVersions.publishedBy))
    .where(
      and(
        eq(termsVersions.locale, locale),
        number === undefined
          ? lte(termsVersions.effectiveAt, now)
          : eq(termsVersions.number, number),
      ),
    )
    .orderBy(desc(termsVersions.number))
    .limit(1);
  if (!row) throw notFound();
  return { ...presentSummary(row), locale, html: row.html };
}

/** The highest number of a locale, 0 when none was published. */
export async function latestNumber(db: TDbOrTx, locale: string): Promise<number> {
  const [row] = await db
    .select({ latest: sql<number>`coalesce(max(${termsVersions.number}), 0)::int` })
    .from(termsVersions)
    .where(eq(termsVersions.locale, locale));
  return row?.latest ?? 0;
}
