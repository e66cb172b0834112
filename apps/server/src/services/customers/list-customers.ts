import type {
  TCustomerCounts,
  TCustomerList,
  TCustomerListQuery,
  TCustomerListType,
} from '@newsroom/contract';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { companies, users } from '../../db/schema';
import { customerConditions, listTypeCondition } from './customer-conditions';
import { presentCustomer, selectCustomers } from './present-customer';
import { type TActor, territoryCondition } from './scope';

const ORDER: Record<TCustomerListQuery['sort'], SQL[]> = {
  newest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name: [asc(users.lastName), asc(users.firstName), asc(users.id)],
  email: [asc(users.email), asc(users.id)],
  company: [asc(companies.name), asc(users.id)],
  last_sign_in: [sql`${users.lastSignInAt} DESC NULLS LAST`, desc(users.id)],
};

export async function listCustomers(
  db: TDbOrTx,
  actor: TActor,
  type: TCustomerListType,
  query: TCustomerListQuery,
): Promise<TCustomerList> {
  const where = customerConditions(actor, type, query);
  const [rows, [total]] = await Promise.all([
    selectCustomers(db)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { customers: rows.map(presentCustomer), count: total?.n ?? 0 };
}

/** The tab counts: one pass over the customers the actor may see. */
export async function countCustomers(db: TDbOrTx, actor: TActor): Promise<TCustomerCounts> {
  const counted = (type: TCustomerListType) =>
    sql<number>`count(*) FILTER (WHERE ${listTypeCondition(type)})::int`;
  const [row] = await db
    .select({
      new: counted('new'),
      active: counted('active'),
      deactivated: counted('deactivated'),
      unconfirmed: counted('unconfirmed'),
    })
    .from(users)
    .where(and(eq(users.userRole, 'customer'), territoryCondition(actor)));
  return row ?? { new: 0, active: 0, deactivated: 0, unconfirmed: 0 };
}
