import type { TBillingProfile, TBillingUpdate } from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { billingProfiles, generalSettings, type TBillingProfileRow } from '../../db/schema';
import { conflict } from '../../lib/http-error';
import { assertBillableCountry } from '../countries';
import { recordHistory } from '../history';
import { companyOf } from './company-of';
import type { TActor } from './scope';

function presentBilling(row: TBillingProfileRow): TBillingProfile {
  return {
    company_id: row.companyId,
    legal_name: row.legalName,
    address: row.address,
    country_code: row.countryCode,
    vat_number: row.vatNumber,
    billing_email: row.billingEmail,
    currency: row.currency,
    version: row.version,
  };
}

/**
 * The profile, made empty on first sight so every company has one to edit; its currency starts
 * as the general settings' default currency.
 */
async function lockBilling(db: TDbOrTx, companyId: number) {
  await db
    .insert(billingProfiles)
    .values({
      companyId,
      currency: sql`coalesce((select ${generalSettings.defaultCurrency} from ${generalSettings} limit 1), 'EUR')`,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(billingProfiles)
    .where(eq(billingProfiles.companyId, companyId))
    .for('update');
  return row as TBillingProfileRow;
}

export async function getBilling(db: TDbOrTx, actor: TActor, customerId: number) {
  const { companyId } = await companyOf(db, actor, customerId);
  return presentBilling(await lockBilling(db, companyId));
}

export async function updateBilling(
  db: TDbOrTx,
  actor: TActor,
  customerId: number,
  change: TBillingUpdate['billing'],
  now: Date,
): Promise<TBillingProfile> {
  const { companyId } = await companyOf(db, actor, customerId);
  const current = await lockBilling(db, companyId);
  if (current.version !== change.version) throw conflict();
  if (change.country_code && change.country_code !== current.countryCode)
    await assertBillableCountry(db, change.country_code, 'billing.country_code');
  const [row] = await db
    .update(billingProfiles)
    .set({
      legalName: change.legal_name,
      address: change.address,
      countryCode: change.country_code,
      vatNumber: change.vat_number,
      billingEmail: change.billing_email,
      currency: change.currency,
      version: sql`${billingProfiles.version} + 1`,
      updatedAt: now,
    })
    .where(eq(billingProfiles.companyId, companyId))
    .returning();
  const after = presentBilling(row as TBillingProfileRow);
  await recordHistory(db, {
    subjectType: 'customer',
    subjectId: customerId,
    action: 'billing',
    actorId: actor.id,
    before: presentBilling(current),
    after,
  });
  return after;
}
