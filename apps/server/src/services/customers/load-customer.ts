import type { TCustomer } from '@newsroom/contract';
import { and, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { type TUserRow, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { presentCustomer, selectCustomers } from './present-customer';
import { type TActor, territoryCondition } from './scope';

/**
 * The customer's row, locked for the change that follows. A customer outside the actor's
 * territories answers 404 like one that does not exist, so nothing tells them apart.
 */
export async function lockCustomer(db: TDbOrTx, actor: TActor, id: number): Promise<TUserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.userRole, 'customer'), territoryCondition(actor)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export async function getCustomer(db: TDbOrTx, actor: TActor, id: number): Promise<TCustomer> {
  const [row] = await selectCustomers(db).where(
    and(eq(users.id, id), eq(users.userRole, 'customer'), territoryCondition(actor)),
  );
  if (!row) throw notFound();
  return presentCustomer(row);
}
