import { sql } from 'drizzle-orm';
import type { TDb } from '../../apps/server/src/db/client';
import { seedCustomers } from '../../apps/server/src/seed/customers';
import {
  ensurePartitions,
  foldTotals,
  monthsBetween,
} from '../../apps/server/src/services/teletrax/import-batch';
import { countOf } from './bench-database';

/** Customers seeded first: about a quarter as many companies (with their plans) own the channels. */
const CUSTOMERS = 8_000;
/** Rows inserted per statement: big enough to be quick, small enough for a short transaction. */
const CHUNK = 1_000_000;
export const BENCH_CHANNELS = 800;
export const BENCH_VIDEOS = 50_000;
/** Seeded detections air from here, one every 6 seconds (ten million cover about two years). */
export const BENCH_FIRST_AIRED = '2024-01-01T00:00:00Z';
export const BENCH_SECONDS_APART = 6;

export const benchChannel = (n: number) => `TV ${String(n % BENCH_CHANNELS).padStart(3, '0')}`;
export const benchVideo = (n: number) => `VID-${String(n % BENCH_VIDEOS).padStart(6, '0')}`;

/**
 * Tops the detections up to `total` with SQL alone (generate_series, a million rows a
 * statement): 800 channels, 50,000 videos, the seeded companies as customers (one detection in
 * five by a channel no customer owns), every country code in use. Answers what it did.
 */
export async function seedDetections(db: TDb, total: number) {
  const countCompanies = () => countOf(db, sql`SELECT count(*)::int AS n FROM companies`);
  if ((await countCompanies()) === 0) await seedCustomers(db, CUSTOMERS, 'bench');
  const companies = await countCompanies();
  let have = await countOf(db, sql`SELECT count(*)::int AS n FROM teletrax_detections`);
  const seeded = Math.max(0, total - have);
  if (seeded > 0) {
    await db.execute(sql`
      INSERT INTO teletrax_imports (file_name, source, state, finished_at)
      SELECT 'bench-seed.csv', 'folder', 'done', now()
      WHERE NOT EXISTS (SELECT 1 FROM teletrax_imports WHERE file_name = 'bench-seed.csv')`);
  }
  const first = new Date(BENCH_FIRST_AIRED);
  const last = new Date(first.getTime() + total * BENCH_SECONDS_APART * 1000);
  await ensurePartitions(db, monthsBetween(first, last), new Set());
  while (have < total) {
    const from = have + 1;
    const to = Math.min(total, have + CHUNK);
    await db.execute(sql`
      WITH firms AS (
        SELECT row_number() OVER (ORDER BY id) - 1 AS i, id, name FROM companies
      ), codes AS (
        SELECT array_agg(code ORDER BY code) AS c FROM countries
      )
      INSERT INTO teletrax_detections
        (import_id, channel, country, aired_at, duration, video_name, video_id, customer_name, company_id)
      SELECT (SELECT min(id) FROM teletrax_imports WHERE file_name = 'bench-seed.csv'),
        'TV ' || lpad((n % ${BENCH_CHANNELS})::text, 3, '0'),
        upper(codes.c[1 + (n % ${BENCH_CHANNELS}) % array_length(codes.c, 1)]),
        ${BENCH_FIRST_AIRED}::timestamptz + n * ${BENCH_SECONDS_APART} * interval '1 second',
        15 + (n * 37) % 300,
        'VID-' || lpad(((n * 7919) % ${BENCH_VIDEOS})::text, 6, '0'),
        NULL,
        coalesce(firms.name, ''),
        firms.id
      FROM generate_series(${from}::bigint, ${to}::bigint) AS n
      CROSS JOIN codes
      LEFT JOIN firms ON n % 5 <> 0 AND firms.i = (n % ${BENCH_CHANNELS}) % ${companies || 1}
      ON CONFLICT DO NOTHING`);
    have = await countOf(db, sql`SELECT count(*)::int AS n FROM teletrax_detections`);
    if (have < to) throw new Error(`seeding stopped at ${have} detections`);
  }
  // The customers' own plans start about now: every other company also gets a yearly plan over
  // the seeded years, so about half the detections by a known customer are licensed.
  await db.execute(sql`
    INSERT INTO plans (company_id, plan_type, starts_on, ends_on, status)
    SELECT id, 'yearly', '2023-01-01', '2027-12-31', 'active' FROM companies
    WHERE id % 2 = 0
      AND NOT EXISTS (SELECT 1 FROM plans WHERE starts_on = '2023-01-01' AND plan_type = 'yearly')`);
  await foldTotals(db);
  await db.execute(sql`VACUUM ANALYZE teletrax_detections`);
  await db.execute(sql`VACUUM ANALYZE plans`);
  await db.execute(sql`VACUUM ANALYZE companies`);
  return { detections: have, seeded };
}
