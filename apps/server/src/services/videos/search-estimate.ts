import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { videoProjects } from '../../db/schema';

type TPlan = { Plan?: { 'Plan Rows'?: number } };

/**
 * How many videos the planner expects a condition to match, from the column statistics ANALYZE
 * keeps (a word's share of the documents): planning only, no row is read.
 */
export async function estimateMatches(db: TDb, where: SQL | undefined): Promise<number> {
  const result = await db.execute(
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${videoProjects} WHERE ${where ?? sql`true`}`,
  );
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const raw = rows[0]?.['QUERY PLAN'];
  const plans = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TPlan[] | undefined;
  return Number(plans?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
