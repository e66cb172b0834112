import { performance } from 'node:perf_hooks';
import { ZCustomerListQuery } from '@newsroom/contract';
import { sql } from 'drizzle-orm';
import { seedCustomers } from '../../apps/server/src/seed/customers';
import { listCustomers } from '../../apps/server/src/services/customers/list-customers';
import { apiVsSql } from '../support/api-vs-sql';
import { countOf, withOwnDatabase } from '../support/bench-database';
import { captureStatements } from '../support/recording-pool';

const CUSTOMERS = 200_000;
const CONNECTIONS = 20;
const ROUNDS = 3;
const SECONDS = 3;
const ADMIN = { email: 'bench-customers@bench.test', password: 'bench-password-123' };
const PATH = '/api/admin/users/active';

/**
 * The active list as it opens (newest first, with its count), and text searches: a last name
 * (1 in 20 customers), a company word (1 in 16 companies), and part of one e-mail address.
 */
const QUERIES: { name: string; query: Record<string, string> }[] = [
  { name: 'list_newest', query: {} },
  { name: 'search_last_name', query: { q: 'kowalski' } },
  { name: 'search_company', query: { q: 'meridian' } },
  { name: 'search_email_part', query: { q: 'weber.1234' } },
];

/** What the list service sends for one query, as a super admin sees it (noted by a recording pool). */
async function capture(databaseUrl: string, query: Record<string, string>) {
  const actor = { id: 0, user_role: 'admin', admin_group: 'super_admin' };
  return captureStatements(
    databaseUrl,
    (db) => listCustomers(db, actor, 'active', ZCustomerListQuery.parse(query)),
    (found) => found.customers.map((c) => c.id),
  );
}

/**
 * Customer list and text search over 200,000 customers on PostgreSQL (own database
 * `bench_customers`): the real API (its own process, signed in, 20 connections) next to the
 * statements the list service sends, replayed through `pg` from 20 connections, in alternating
 * rounds. Target: API p95 at most 50 ms.
 */
export async function run() {
  await withOwnDatabase(
    {
      scenario: 'customers',
      database: 'bench_customers',
      admin: ADMIN,
      connections: CONNECTIONS,
      seed: async (db) => {
        const have = await countOf(
          db,
          sql`SELECT count(*)::int AS n FROM users WHERE user_role = 'customer'`,
        );
        const started = performance.now();
        if (have < CUSTOMERS) await seedCustomers(db, CUSTOMERS - have, 'bench');
        await db.execute(sql`VACUUM ANALYZE users`);
        await db.execute(sql`VACUUM ANALYZE companies`);
        return {
          customers: Math.max(have, CUSTOMERS),
          seeded: Math.max(0, CUSTOMERS - have),
          customers_seed_seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
        };
      },
    },
    async ({ databaseUrl, pool, url: serverUrl, headers }) => {
      for (const { name, query } of QUERIES) {
        const answer = await capture(databaseUrl, query);
        await apiVsSql({
          url: `${serverUrl}${PATH}?${new URLSearchParams(query)}`,
          headers,
          pool,
          list: 'customers',
          answer,
          connections: CONNECTIONS,
          rounds: ROUNDS,
          seconds: SECONDS,
          common: {
            scenario: 'customers',
            query: name,
            matches: answer.count,
            connections: CONNECTIONS,
          },
          figure: 'api_customers',
          target: 'p95 <= 50 ms',
          meets: (p95) => p95 <= 50,
        });
      }
    },
  );
}
