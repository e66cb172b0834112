import type { TCustomer, TCustomerUpdate } from '@newsroom/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, HttpError } from '../../lib/http-error';
import { assertUsablePlaces } from '../countries';
import { recordHistory } from '../history';
import { getCustomer, lockCustomer } from './load-customer';
import { type TActor, territoryCondition } from './scope';

/**
 * A taken e-mail and a new account manager who is not an active admin answer 422. The manager the
 * customer already has stays, disabled or not, so a save of other fields does not fail on them.
 */
async function assertReferences(
  db: TDbOrTx,
  id: number,
  change: TCustomerUpdate['customer'],
  currentManagerId: number | null,
) {
  if (change.email) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${change.email}`, ne(users.id, id)));
    if (taken) throw new HttpError(422, 'taken', 'customer.email', 'This e-mail has an account');
  }
  if (change.account_manager_id && change.account_manager_id !== currentManagerId) {
    const [admin] = await db
      .select({ role: users.userRole, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, change.account_manager_id));
    if (admin?.role !== 'admin' || admin.disabledAt)
      throw new HttpError(422, 'invalid', 'customer.account_manager_id', 'Not an active admin');
  }
}

/** Edits the profile of the version the admin saw; a stale version answers 409. */
export async function updateCustomer(
  db: TDbOrTx,
  actor: TActor,
  id: number,
  change: TCustomerUpdate['customer'],
  now: Date,
): Promise<TCustomer> {
  const current = await lockCustomer(db, actor, id);
  if (current.version !== change.version) throw conflict();
  await assertReferences(db, id, change, current.accountManagerId);
  await assertUsablePlaces(
    db,
    change,
    { countryId: current.countryId, regionId: null },
    'customer.',
  );
  const before = await getCustomer(db, actor, id);
  await db
    .update(users)
    .set({
      firstName: change.first_name,
      lastName: change.last_name,
      email: change.email,
      phone: change.phone,
      jobTitle: change.job_title,
      countryId: change.country_id,
      locale: change.locale,
      accountManagerId: change.account_manager_id,
      version: sql`${users.version} + 1`,
      updatedAt: now,
    })
    .where(eq(users.id, id));
  // A territorial manager may not move a customer out of their own territories.
  const [still] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), territoryCondition(actor)));
  if (!still)
    throw new HttpError(422, 'invalid', 'customer.country_id', 'Outside your territories');
  const after = await getCustomer(db, actor, id);
  await recordHistory(db, {
    subjectType: 'customer',
    subjectId: id,
    action: 'update',
    actorId: actor.id,
    before,
    after,
  });
  return after;
}
