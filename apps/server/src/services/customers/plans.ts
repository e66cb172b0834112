import type { TPlan, TPlanCreate, TPlanExtend } from '@newsroom/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { plans, type TPlanRow } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { companyOf } from './company-of';
import { recordCustomerChange } from './customer-history';
import type { TActor } from './scope';

const day = (now: Date) => now.toISOString().slice(0, 10);

/** Cancelled as decided; otherwise scheduled, active or expired by today's date. */
export function planStatus(row: TPlanRow, now: Date): TPlan['status'] {
  if (row.status === 'cancelled') return 'cancelled';
  const today = day(now);
  if (today < row.startsOn) return 'scheduled';
  return today > row.endsOn ? 'expired' : 'active';
}

function presentPlan(row: TPlanRow, now: Date): TPlan {
  return {
    id: row.id,
    plan_type: row.planType as TPlan['plan_type'],
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    download_quota: row.downloadQuota,
    downloads_used: row.downloadsUsed,
    price: row.price,
    currency: row.currency,
    status: planStatus(row, now),
    version: row.version,
  };
}

export async function listPlans(db: TDbOrTx, actor: TActor, customerId: number, now: Date) {
  const { companyId } = await companyOf(db, actor, customerId);
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.companyId, companyId))
    .orderBy(desc(plans.startsOn), desc(plans.id));
  return { plans: rows.map((row) => presentPlan(row, now)) };
}

export async function addPlan(
  db: TDbOrTx,
  actor: TActor,
  customerId: number,
  plan: TPlanCreate['plan'],
  now: Date,
): Promise<TPlan> {
  const { companyId } = await companyOf(db, actor, customerId);
  const [row] = await db
    .insert(plans)
    .values({
      companyId,
      planType: plan.plan_type,
      startsOn: plan.starts_on,
      endsOn: plan.ends_on,
      downloadQuota: plan.download_quota,
      price: plan.price,
      currency: plan.currency,
      createdAt: now,
    })
    .returning();
  const after = presentPlan(row as TPlanRow, now);
  await recordCustomerChange(db, actor, customerId, 'add_plan', after);
  return after;
}

async function lockPlan(db: TDbOrTx, actor: TActor, customerId: number, planId: number) {
  const { companyId } = await companyOf(db, actor, customerId);
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, planId), eq(plans.companyId, companyId)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export async function changePlan(
  db: TDbOrTx,
  actor: TActor,
  ids: { customerId: number; planId: number },
  change: { action: 'extend'; body: TPlanExtend } | { action: 'cancel'; version: number },
  now: Date,
): Promise<TPlan> {
  const current = await lockPlan(db, actor, ids.customerId, ids.planId);
  const version = change.action === 'extend' ? change.body.version : change.version;
  if (current.version !== version) throw conflict();
  if (current.status === 'cancelled')
    throw new HttpError(422, 'invalid', 'status', 'The plan is cancelled');
  if (change.action === 'extend' && change.body.ends_on <= current.endsOn)
    throw new HttpError(422, 'invalid', 'ends_on', 'The new end comes after the current one');
  const [row] = await db
    .update(plans)
    .set(
      change.action === 'extend'
        ? { endsOn: change.body.ends_on, version: sql`${plans.version} + 1` }
        : { status: 'cancelled', cancelledAt: now, version: sql`${plans.version} + 1` },
    )
    .where(eq(plans.id, ids.planId))
    .returning();
  const after = presentPlan(row as TPlanRow, now);
  await recordCustomerChange(db, actor, ids.customerId, `${change.action}_plan`, after);
  return after;
}
