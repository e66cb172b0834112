import { type SQL, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { users } from '../../db/schema';

type TPlan = { Plan?: { 'Plan Rows'?: number } };

/**
 * How many customers the planner expects a condition to match, from the statistics ANALYZE keeps
 * of `search_text` (1,000 histogram entries, drizzle/0037): planning only, no row is read.
 */
export async function estimateCustomers(db: TDbOrTx, where: SQL | undefined): Promise<number> {
  const result = await db.execute(
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${users} WHERE ${where ?? sql`true`}`,
  );
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const raw = rows[0]?.['QUERY PLAN'];
  const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TPlan[] | undefined;
  return Number(plans?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
