import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import type { TDetectionRow } from './report-row';

/**
 * Rows sent per statement: large enough to pay little per row (one statement, one commit per
 * 5,000), small enough to keep memory flat (three batches, a few MB, are held at most).
 */
export const IMPORT_BATCH_ROWS = 5_000;
/**
 * Batches stored at once, each in its own transaction on its own connection, while the next is
 * read. Two keep both cores of a small server busy; rows repeated across two batches under way
 * wait for each other (ON CONFLICT), and a deadlock between them is retried by the transaction.
 */
export const IMPORT_BATCHES_AT_ONCE = 2;

/** Companies by lower-case name, as looked up so far in one import (bounded). */
export type TCompanyCache = Map<string, number | null>;
const COMPANY_CACHE_MAX = 50_000;

/** The company each customer name of the batch names (case-insensitive), looked up once per import. */
async function lookUpCompanies(db: TDbOrTx, rows: readonly TDetectionRow[], cache: TCompanyCache) {
  const unknown = [
    ...new Set(
      rows.map((row) => row.customer_name.toLowerCase()).filter((n) => n && !cache.has(n)),
    ),
  ];
  if (unknown.length === 0) return;
  if (cache.size + unknown.length > COMPANY_CACHE_MAX) cache.clear();
  const result = await db.execute(sql`
    SELECT lower(name) AS key, min(id) AS id FROM companies
    WHERE lower(name) IN (SELECT json_array_elements_text(${JSON.stringify(unknown)}::json))
    GROUP BY lower(name)`);
  const found = new Map(
    (result as unknown as { rows: { key: string; id: number }[] }).rows.map((r) => [r.key, r.id]),
  );
  for (const name of unknown) cache.set(name, found.get(name) ?? null);
}

/** `2031-05` of an ISO moment: the month partition its detection goes into (UTC). */
export const monthOf = (airedAt: string) => airedAt.slice(0, 7);

/**
 * Makes the month partitions a batch needs that `known` does not list yet (each in its own short
 * transaction, before the batch's: making a partition locks the whole table for a moment).
 */
export async function ensurePartitions(
  db: TDbOrTx,
  months: Iterable<string>,
  known: Set<string>,
): Promise<void> {
  const missing = [...new Set(months)].filter((month) => !known.has(month));
  if (missing.length === 0) return;
  await db.execute(sql`SELECT teletrax_detection_partitions(
    ARRAY(SELECT json_array_elements_text(${JSON.stringify(missing)}::json)))`);
  for (const month of missing) known.add(month);
}

/**
 * Moves the totals the import's batches left pending into `teletrax_totals` (migration 0039):
 * once per import, not once per batch.
 */
export async function foldTotals(db: TDbOrTx): Promise<void> {
  await db.execute(sql`SELECT teletrax_fold_totals()`);
}

/** The months from `from` to `to` (both included), for writers that make rows by SQL. */
export function monthsBetween(from: Date, to: Date): string[] {
  const months: string[] = [];
  const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  while (at <= to) {
    months.push(monthOf(at.toISOString()));
    at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return months;
}

/**
 * Inserts one batch in one statement; rows whose natural key is already stored (the same report
 * read again) are skipped by ON CONFLICT DO NOTHING. The batch travels as one JSON parameter
 * (a list of parameters would be 12,000 of them). Answers how many rows were new.
 */
export async function insertBatch(
  db: TDbOrTx,
  importId: number,
  rows: readonly TDetectionRow[],
  cache: TCompanyCache,
): Promise<number> {
  // A batch's commit need not wait for the disk: the import's own closing commit (synchronous)
  // flushes the log up to it, and a crash before that loses only rows a re-read adds again.
  await db.execute(sql`SET LOCAL synchronous_commit = off`);
  await lookUpCompanies(db, rows, cache);
  const payload = JSON.stringify(
    rows.map((row) => ({
      ...row,
      company_id: cache.get(row.customer_name.toLowerCase()) ?? null,
    })),
  );
  const result = await db.execute(sql`
    WITH inserted AS (
      INSERT INTO teletrax_detections
        (import_id, channel, country, aired_at, duration, video_name, video_id, customer_name, company_id)
      SELECT ${importId}::int, r.channel, r.country, r.aired_at, r.duration, r.video_name, v.id,
        r.customer_name, r.company_id
      FROM json_to_recordset(${payload}::json) AS r(channel text, country text,
        aired_at timestamptz, duration int, video_name text, customer_name text, company_id int)
      LEFT JOIN video_projects v ON v.external_name = r.video_name
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM inserted`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
