import type {
  TCustomer,
  TCustomerBulkAction,
  TCustomerBulkResult,
  TCustomerSelection,
} from '@newsroom/contract';
import { and, asc, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { historyEntries, users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { assertSelectionCount, idSelectionCondition } from '../../lib/selection';
import { attachment, type TCsvColumn, toCsv } from '../videos';
import { customerConditions } from './customer-conditions';
import { presentCustomer, selectCustomers } from './present-customer';
import type { TActor } from './scope';

function selectionWhere(actor: TActor, input: TCustomerSelection) {
  return and(
    customerConditions(actor, input.type, input.query),
    idSelectionCondition(users.id, input.selection),
  );
}

/**
 * Approves or deactivates every selected customer the actor may reach, in one transaction,
 * each with its history entry; 409 count_mismatch when the selection moved.
 */
export async function runCustomerBulk(
  db: TDbOrTx,
  actor: TActor,
  input: TCustomerBulkAction,
  now: Date,
): Promise<TCustomerBulkResult> {
  if (input.action === 'deactivate' && !input.reason)
    throw new HttpError(422, 'invalid', 'reason', 'Give a reason');
  const rows = await db
    .select({ id: users.id, status: users.customerType })
    .from(users)
    .where(selectionWhere(actor, input))
    .orderBy(asc(users.id))
    .for('update');
  assertSelectionCount(rows.length, input.expected_count, 'customers');
  const from = input.action === 'approve' ? ['new'] : ['new', 'active'];
  const ids = rows.filter((row) => from.includes(row.status ?? '')).map((row) => row.id);
  if (ids.length) {
    await db
      .update(users)
      .set(
        input.action === 'approve'
          ? { customerType: 'active', version: sql`${users.version} + 1`, updatedAt: now }
          : {
              customerType: 'deactivated',
              deactivatedAt: now,
              deactivationReason: input.reason,
              version: sql`${users.version} + 1`,
              updatedAt: now,
            },
      )
      .where(inArray(users.id, ids));
    await db.insert(historyEntries).values(
      ids.map((id) => ({
        subjectType: 'customer',
        subjectId: String(id),
        action: input.action,
        actorId: actor.id,
        createdAt: now,
        after: { status: input.action === 'approve' ? 'active' : 'deactivated', bulk: true },
      })),
    );
  }
  return { action: input.action, count: rows.length, changed: ids.length };
}

const COLUMNS: TCsvColumn<TCustomer>[] = [
  { header: 'ID', value: (c) => c.id },
  { header: 'First name', value: (c) => c.first_name },
  { header: 'Last name', value: (c) => c.last_name },
  { header: 'E-mail', value: (c) => c.email },
  { header: 'E-mail confirmed', value: (c) => (c.email_confirmed ? 'yes' : 'no') },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Company', value: (c) => c.company?.name ?? null },
  { header: 'Job title', value: (c) => c.job_title },
  { header: 'Country', value: (c) => c.country?.name ?? null },
  { header: 'Status', value: (c) => c.status },
  { header: 'Account manager', value: (c) => c.account_manager?.name ?? null },
  { header: 'Created at (UTC)', value: (c) => c.created_at },
  { header: 'Last sign-in (UTC)', value: (c) => c.last_sign_in_at },
];

export async function exportCustomers(
  db: TDbOrTx,
  actor: TActor,
  input: TCustomerSelection,
  now: Date,
) {
  const rows = await selectCustomers(db).where(selectionWhere(actor, input)).orderBy(asc(users.id));
  assertSelectionCount(rows.length, input.expected_count, 'customers');
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return {
    csv: toCsv(COLUMNS, rows.map(presentCustomer)),
    disposition: attachment(`customers-${input.type}-${stamp}.csv`),
  };
}
