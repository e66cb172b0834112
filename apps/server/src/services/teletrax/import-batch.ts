import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import type { TDetectionRow } from './report-row';

/**
 * Rows sent per statement: large enough to pay little per row (one statement, one commit per
 * 5,000), small enough to keep memory flat (two batches, about 2 MB, are held at most).
 */
export const IMPORT_BATCH_ROWS = 5_000;

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
