import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from './client';

type TPlan = { Plan?: { 'Plan Rows'?: number } };

/**
 * How many rows of `table` the planner expects `where` to match, from the statistics ANALYZE
 * keeps (a word's share of a search column): planning only, no row is read. The searches use it
 * to say "1,000+" for a broad text without counting it.
 */
export async function estimateRows(
  db: TDbOrTx,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const result = await db.execute(
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table} WHERE ${where ?? sql`true`}`,
  );
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const raw = rows[0]?.['QUERY PLAN'];
  const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TPlan[] | undefined;
  return Number(plans?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
