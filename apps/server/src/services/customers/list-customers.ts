import {
  CUSTOMER_COUNT_CAP,
  type TCustomerCounts,
  type TCustomerList,
  type TCustomerListQuery,
  type TCustomerListType,
} from '@newsroom/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { estimateRows } from '../../db/estimate-rows';
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

/**
 * How many customers match, as one scalar subquery: all of them when `exact`, else up to
 * CUSTOMER_COUNT_CAP + 1 (the list then says "1,000+"). Uncorrelated, so PostgreSQL runs it once
 * per statement (an InitPlan), whatever statement it sits in.
 */
function totalOf(where: SQL | undefined, exact: boolean): SQL<number> {
  return exact
    ? sql<number>`(SELECT count(*)::int FROM ${users} WHERE ${where})`
    : sql<number>`(SELECT count(*)::int FROM (
        SELECT 1 FROM ${users} WHERE ${where} LIMIT ${CUSTOMER_COUNT_CAP + 1}) AS matches)`;
}

const countAnswer = (n: number, exact: boolean) =>
  !exact && n > CUSTOMER_COUNT_CAP
    ? { count: CUSTOMER_COUNT_CAP, capped: true }
    : { count: n, capped: false };

/**
 * A text search the statistics put at this many matches or more has far more than the cap: at
 * 200,000 customers a word's estimate was within 30% of its matches (kowalski 5,746 for 7,000,
 * meridian 8,408 for 8,500; bench/README.md), so it is "1,000+" without reading 1,001 of them.
 */
export const SURELY_CAPPED = CUSTOMER_COUNT_CAP * 5;

/**
 * Only a text within a list type is estimated: another filter (country, plan, manager, dates, a
 * territorial manager's countries) can go against a word (a name common in one country), where
 * the planner's product of shares could claim thousands for a few.
 */
const textOnly = (actor: TActor, query: TCustomerListQuery) =>
  Boolean(query.q) &&
  query.count !== 'exact' &&
  !query.country_id &&
  !query.plan_type &&
  !query.account_manager_id &&
  !query.created_from &&
  !query.created_to &&
  territoryCondition(actor) === undefined;

/**
 * A page of a list with its count, in one statement: the count rides on each row of the page.
 * Only a page past the end (no rows) asks for the count on its own. A broad text alone is
 * "1,000+" from the planner's estimate, uncounted (docs/decisions.md, Customers).
 */
export async function listCustomers(
  db: TDbOrTx,
  actor: TActor,
  type: TCustomerListType,
  query: TCustomerListQuery,
): Promise<TCustomerList> {
  const where = customerConditions(actor, type, query);
  const exact = query.count === 'exact';
  const broad = textOnly(actor, query) && (await estimateRows(db, users, where)) >= SURELY_CAPPED;
  const rows = await selectCustomers(db, broad ? undefined : totalOf(where, exact))
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  if (broad) {
    return {
      customers: rows.map(presentCustomer),
      count: CUSTOMER_COUNT_CAP,
      count_capped: true,
    };
  }
  let n = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const [row] = await db.select({ n: totalOf(where, exact) }).from(sql`(VALUES (1)) AS one`);
    n = row?.n ?? 0;
  }
  const total = countAnswer(n, exact);
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
