import type {
  TBrandVariant,
  TCurrency,
  TGeneralSettings,
  TGeneralSettingsUpdate,
} from '@newsroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TDbOrTx } from '../../db/client';
import { generalSettings } from '../../db/schema';
import { conflict, HttpError } from '../../lib/http-error';
import type { TSecretBox } from '../../lib/secrets';
import { assertLocale } from '../ads';
import { sessionCache } from '../auth';
import { recordHistory } from '../history';

type TRow = typeof generalSettings.$inferSelect;
export const REDASH_API_KEY_COLUMN = 'general_settings.redash_api_key';

/** The settings as clients and the history see them: the Redash key only as "one is saved". */
const present = (row: TRow, configuredLabel: string): TGeneralSettings => ({
  brand: row.brand,
  sign_in_verification: row.signInVerification,
  main_locale: row.mainLocale,
  session_idle_minutes: row.sessionIdleMinutes,
  session_absolute_hours: row.sessionAbsoluteHours,
  environment_label: row.environmentLabel,
  configured_environment_label: configuredLabel,
  support_email: row.supportEmail,
  default_currency: row.defaultCurrency as TCurrency,
  statistics_source: row.statisticsSource,
  redash_url: row.redashUrl,
  has_redash_api_key: Boolean(row.redashApiKey),
  version: row.version,
});

/** Creates the single settings row on first use, with the configured brand and session times. */
export async function ensureGeneralSettings(
  db: TDbOrTx,
  defaults: { brand: TBrandVariant; sessionIdleMinutes?: number; sessionAbsoluteHours?: number },
) {
  await db
    .insert(generalSettings)
    .values({
      id: 1,
      brand: defaults.brand,
      ...(defaults.sessionIdleMinutes
        ? { sessionIdleMinutes: Math.max(1, Math.round(defaults.sessionIdleMinutes)) }
        : {}),
      ...(defaults.sessionAbsoluteHours
        ? { sessionAbsoluteHours: Math.max(1, Math.round(defaults.sessionAbsoluteHours)) }
        : {}),
    })
    .onConflictDoNothing();
}

/** The stored row, read afresh: every process sees a change with its next request. */
export async function readGeneralSettingsRow(db: TDbOrTx): Promise<TRow> {
  const [row] = await db.select().from(generalSettings).where(eq(generalSettings.id, 1));
  if (!row) throw new Error('general settings missing: the database was not prepared');
  return row;
}

export async function readGeneralSettings(
  db: TDbOrTx,
  config?: Pick<TConfig, 'environmentLabel'>,
): Promise<TGeneralSettings> {
  return present(await readGeneralSettingsRow(db), config?.environmentLabel ?? '');
}

/** The label the header shows: the saved one, else the configured one. */
export const environmentLabelOf = (row: TRow, config: Pick<TConfig, 'environmentLabel'>) =>
  row.environmentLabel ?? config.environmentLabel;

const invalid = (field: string, message: string) =>
  new HttpError(422, 'invalid', `settings.${field}`, message);

/** Rules across fields, on the values the change leaves. */
function assertConsistent(next: TRow) {
  if (next.sessionIdleMinutes > next.sessionAbsoluteHours * 60) {
    throw invalid('session_idle_minutes', 'Cannot be longer than the absolute timeout');
  }
  if (next.statisticsSource === 'redash' && !next.redashUrl) {
    throw invalid('redash_url', 'Enter the Redash address to use Redash');
  }
}

export async function updateGeneralSettings(
  db: TDbOrTx,
  actorId: number | null,
  change: TGeneralSettingsUpdate['settings'],
  context: { now: Date; secrets: TSecretBox; config: Pick<TConfig, 'environmentLabel'> },
): Promise<TGeneralSettings> {
  if (change.main_locale) await assertLocale(db, change.main_locale, 'settings.main_locale');
  const [current] = await db
    .select()
    .from(generalSettings)
    .where(eq(generalSettings.id, 1))
    .for('update');
  if (!current) throw new Error('general settings missing: the database was not prepared');
  if (current.version !== change.version) throw conflict();
  const set = {
    ...(change.brand !== undefined ? { brand: change.brand } : {}),
    ...(change.sign_in_verification !== undefined
      ? { signInVerification: change.sign_in_verification }
      : {}),
    ...(change.main_locale !== undefined ? { mainLocale: change.main_locale } : {}),
    ...(change.session_idle_minutes !== undefined
      ? { sessionIdleMinutes: change.session_idle_minutes }
      : {}),
    ...(change.session_absolute_hours !== undefined
      ? { sessionAbsoluteHours: change.session_absolute_hours }
      : {}),
    ...(change.environment_label !== undefined
      ? { environmentLabel: change.environment_label }
      : {}),
    ...(change.support_email !== undefined ? { supportEmail: change.support_email } : {}),
    ...(change.default_currency !== undefined ? { defaultCurrency: change.default_currency } : {}),
    ...(change.statistics_source !== undefined
      ? { statisticsSource: change.statistics_source }
      : {}),
    ...(change.redash_url !== undefined ? { redashUrl: change.redash_url } : {}),
    // Left out keeps the saved key; null removes it; a new one is sealed before it is stored.
    ...(change.redash_api_key !== undefined
      ? { redashApiKey: context.secrets.seal(change.redash_api_key, REDASH_API_KEY_COLUMN) }
      : {}),
  };
  assertConsistent({ ...current, ...set });
  const [row] = await db
    .update(generalSettings)
    .set({ ...set, version: sql`${generalSettings.version} + 1`, updatedAt: context.now })
    .where(and(eq(generalSettings.id, 1), eq(generalSettings.version, change.version)))
    .returning();
  if (!row) throw conflict();
  const label = context.config.environmentLabel;
  const after = present(row, label);
  await recordHistory(db, {
    subjectType: 'settings',
    subjectId: 'general',
    action: change.redash_api_key !== undefined ? 'update_with_secret' : 'update',
    actorId,
    before: present(current, label),
    after,
  });
  // Session lookups carry the timeouts: this process forgets its remembered ones at once.
  if (set.sessionIdleMinutes !== undefined || set.sessionAbsoluteHours !== undefined) {
    sessionCache.clear();
  }
  return after;
}
