import type { TCustomer } from '@newsroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { type TUserRow, users } from '../../db/schema';
import { conflict, HttpError } from '../../lib/http-error';
import { recordHistory } from '../history';
import { getCustomer, lockCustomer } from './load-customer';
import type { TActor } from './scope';

export type TStatusChange =
  | { action: 'approve' }
  | { action: 'deactivate'; reason: string }
  | { action: 'reactivate' }
  | { action: 'confirm' };

const refused = (message: string) => new HttpError(422, 'invalid', 'status', message);

/** The new values of a change, or why it does not apply to this customer. */
export function statusValues(row: TUserRow, change: TStatusChange, now: Date) {
  switch (change.action) {
    case 'approve':
      if (row.customerType !== 'new') throw refused('Only a new customer can be approved');
      return { customerType: 'active' };
    case 'deactivate':
      if (row.customerType === 'deactivated') throw refused('Already deactivated');
      return { customerType: 'deactivated', deactivatedAt: now, deactivationReason: change.reason };
    case 'reactivate':
      if (row.customerType !== 'deactivated') throw refused('Only a deactivated customer');
      return { customerType: 'active', deactivatedAt: null, deactivationReason: null };
    case 'confirm':
      if (row.confirmed) throw refused('The e-mail is already confirmed');
      return { confirmed: true };
  }
}

/** One status change of one customer, on the version the admin saw, with its history. */
export async function changeCustomerStatus(
  db: TDbOrTx,
  actor: TActor,
  id: number,
  version: number,
  change: TStatusChange,
  now: Date,
): Promise<TCustomer> {
  const row = await lockCustomer(db, actor, id);
  if (row.version !== version) throw conflict();
  const values = statusValues(row, change, now);
  const before = await getCustomer(db, actor, id);
  await db
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updatedAt: now })
    .where(eq(users.id, id));
  const after = await getCustomer(db, actor, id);
  await recordHistory(db, {
    subjectType: 'customer',
    subjectId: id,
    action: change.action,
    actorId: actor.id,
    before: { status: before.status, email_confirmed: before.email_confirmed },
    after: {
      status: after.status,
      email_confirmed: after.email_confirmed,
      ...(change.action === 'deactivate' ? { reason: change.reason } : {}),
    },
  });
  return after;
}
