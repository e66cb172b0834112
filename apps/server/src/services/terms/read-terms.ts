import type { TTermsDraft, TTermsOverview, TTermsPage } from '@newsroom/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { locales, termsDrafts, termsVersions, users } from '../../db/schema';
import { readGeneralSettings } from '../settings';
import { assertTermsLocale, inEffect, listVersions, nameOf } from './terms-rows';

const NO_DRAFT: TTermsDraft = { html: '', version: null, updated_at: null, updated_by: null };

export async function readDraft(db: TDbOrTx, locale: string): Promise<TTermsDraft> {
  const [row] = await db
    .select({
      html: termsDrafts.html,
      version: termsDrafts.version,
      updatedAt: termsDrafts.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(termsDrafts)
    .leftJoin(users, eq(users.id, termsDrafts.updatedBy))
    .where(eq(termsDrafts.locale, locale));
  if (!row) return NO_DRAFT;
  return {
    html: row.html,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    updated_by: nameOf(row.firstName, row.lastName),
  };
}

/** The editor's screen: the draft, the versions and which one is in effect. */
export async function readTermsPage(db: TDbOrTx, locale: string, now: Date): Promise<TTermsPage> {
  await assertTermsLocale(db, locale);
  const [draft, versions] = await Promise.all([readDraft(db, locale), listVersions(db, locale)]);
  return { locale, draft, versions, in_effect: inEffect(versions, now) };
}

/** Every locale of the reference list with its latest and effective version. */
export async function readTermsOverview(db: TDbOrTx, now: Date): Promise<TTermsOverview> {
  const settings = await readGeneralSettings(db);
  const rows = await db
    .select({
      locale: locales.code,
      latest: sql<
        number | null
      >`(select max(${termsVersions.number}) from ${termsVersions} where ${termsVersions.locale} = ${locales.code})`,
      inEffect: sql<
        number | null
      >`(select max(${termsVersions.number}) from ${termsVersions} where ${termsVersions.locale} = ${locales.code} and ${termsVersions.effectiveAt} <= ${now.toISOString()})`,
      hasDraft: sql<boolean>`exists (select 1 from ${termsDrafts} where ${termsDrafts.locale} = ${locales.code})`,
    })
    .from(locales)
    .orderBy(asc(locales.position), asc(locales.code));
  return {
    main_locale: settings.main_locale,
    locales: rows.map((row) => ({
      locale: row.locale,
      latest: row.latest === null ? null : Number(row.latest),
      in_effect: row.inEffect === null ? null : Number(row.inEffect),
      has_draft: Boolean(row.hasDraft),
    })),
  };
}
