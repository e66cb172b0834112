import type { TBrandVariant, TGeneralSettings, TGeneralSettingsUpdate } from '@newsroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { generalSettings } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { assertLocale } from '../ads';
import { recordHistory } from '../history';

const present = (row: typeof generalSettings.$inferSelect): TGeneralSettings => ({
  brand: row.brand,
  sign_in_verification: row.signInVerification,
  main_locale: row.mainLocale,
  version: row.version,
});

/** Creates the single settings row on first use, with the configured brand. */
export async function ensureGeneralSettings(db: TDbOrTx, defaultBrand: TBrandVariant) {
  await db.insert(generalSettings).values({ id: 1, brand: defaultBrand }).onConflictDoNothing();
}

export async function readGeneralSettings(db: TDbOrTx): Promise<TGeneralSettings> {
  const [row] = await db.select().from(generalSettings).where(eq(generalSettings.id, 1));
  if (!row) throw new Error('general settings missing: the database was not prepared');
  return present(row);
}

export async function updateGeneralSettings(
  db: TDbOrTx,
  actorId: number | null,
  change: TGeneralSettingsUpdate['settings'],
  now: Date,
): Promise<TGeneralSettings> {
  if (change.main_locale) await assertLocale(db, change.main_locale, 'settings.main_locale');
  const before = await readGeneralSettings(db);
  const [row] = await db
    .update(generalSettings)
    .set({
      ...(change.brand ? { brand: change.brand } : {}),
      ...(change.sign_in_verification !== undefined
        ? { signInVerification: change.sign_in_verification }
        : {}),
      ...(change.main_locale ? { mainLocale: change.main_locale } : {}),
      version: sql`${generalSettings.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(generalSettings.id, 1), eq(generalSettings.version, change.version)))
    .returning();
  if (!row) throw conflict();
  const after = present(row);
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: 'general',
    action: 'update',
    actorId,
    before,
    after,
  });
  return after;
}
