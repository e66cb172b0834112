import {
  CUSTOMER_COUNT_CAP,
  type TCustomerCounts,
  type TCustomerList,
  type TCustomerListQuery,
  type TCustomerListType,
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

/** Up to CUSTOMER_COUNT_CAP + 1 matches are counted unless the query asks for all of them. */
async function countOf(db: TDbOrTx, where: SQL | undefined, exact: boolean) {
  if (exact) {
    const [row] = await db.select({ n: count() }).from(users).where(where);
    return { count: row?.n ?? 0, capped: false };
  }
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(users)
    .where(where)
    .limit(CUSTOMER_COUNT_CAP + 1)
    .as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  const n = Number(row?.n ?? 0);
  return n > CUSTOMER_COUNT_CAP
    ? { count: CUSTOMER_COUNT_CAP, capped: true }
    : { count: n, capped: false };
}

export async function listCustomers(
  db: TDbOrTx,
  actor: TActor,
  type: TCustomerListType,
  query: TCustomerListQuery,
): Promise<TCustomerList> {
  const where = customerConditions(actor, type, query);
  const [rows, total] = await Promise.all([
    selectCustomers(db)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    countOf(db, where, query.count === 'exact'),
  ]);
  return { customers: rows.map(presentCustomer), count: total.count, count_capped: total.capped };
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
