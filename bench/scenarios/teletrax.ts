import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../apps/server/src/db/client';
import { type TOwnBench, withOwnDatabase } from '../support/bench-database';
import { load, report } from '../support/load';
import {
  BENCH_FIRST_AIRED,
  BENCH_VIDEOS,
  benchChannel,
  benchVideo,
  seedDetections,
} from '../support/teletrax-database';
import { REPORT_FIRST_AIRED, rssMb, withPeakRss, writeReport } from '../support/teletrax-report';

const DETECTIONS = 10_000_000;
/** A small report first, then the million: memory flat in the file's size means alike peaks. */
const REPORT_ROWS = [100_000, 1_000_000];
/** One admin's requests, then ten at once (on two shared cores the second measures the machine). */
const CONNECTIONS = [1, 10];
const SECONDS = 5;
const ADMIN = { email: 'bench-teletrax@bench.test', password: 'bench-password-123' };
const PATH = '/api/admin/teletrax/detections';
const IMPORTS = '/api/admin/teletrax/imports';
const scenario = 'teletrax';

const day = (offsetDays: number) =>
  new Date(Date.parse(BENCH_FIRST_AIRED) + offsetDays * 86_400_000).toISOString();
const reportStart = new Date(REPORT_FIRST_AIRED).toISOString();

/** The list as it opens and under each filter the screen offers, alone and combined. */
const QUERIES: { name: string; query: Record<string, string> }[] = [
  { name: 'newest', query: {} },
  { name: 'newest_page_20', query: { page: '20' } },
  { name: 'one_month', query: { from: day(300), to: day(330) } },
  { name: 'channel', query: { channel: benchChannel(17) } },
  { name: 'country', query: { country: 'FR' } },
  { name: 'video', query: { video: benchVideo(4242) } },
  { name: 'customer_one_month', query: { from: day(200), to: day(230), customer: '?' } },
  { name: 'unlicensed', query: { unlicensed: 'true' } },
  { name: 'licensed_channel', query: { unlicensed: 'false', channel: benchChannel(3) } },
  { name: 'nothing_matches', query: { channel: benchChannel(5), country: 'ZZ' } },
];

const rowsOf = async <T>(db: TDb, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

async function measureList({ db, url: serverUrl, headers }: TOwnBench) {
  const [firm] = await rowsOf<{ name: string }>(
    db,
    sql`SELECT customer_name AS name FROM teletrax_detections
        WHERE customer_name <> '' AND aired_at > ${day(200)} LIMIT 1`,
  );
  for (const { name, query: raw } of QUERIES) {
    const query = raw.customer ? { ...raw, customer: firm?.name ?? '' } : raw;
    const url = `${serverUrl}${PATH}?${new URLSearchParams(query)}`;
    const first = await fetch(url, { headers });
    const answer = (await first.json()) as { count: number; count_capped: boolean };
    await load({ url, connections: 2, seconds: 1, headers }); // warm-up
    for (const connections of CONNECTIONS) {
      const figures = await load({ url, connections, seconds: SECONDS, headers });
      report({
        scenario,
        figure: 'api_detections',
        query: name,
        status: first.status,
        count: answer.count_capped ? `${answer.count}+` : answer.count,
        connections,
        ...figures,
        target: 'p95 <= 50 ms',
        meets_target: figures.requests > 0 && figures.errors === 0 && figures.p95_ms <= 50,
      });
    }
  }
}

/** The database's own floor: the same rows made by one INSERT ... SELECT (no file, no parsing). */
async function bareInsert(db: TDb, rows: number) {
  await db.execute(sql`DELETE FROM teletrax_detections WHERE aired_at >= ${reportStart}`);
  const started = performance.now();
  await db.execute(sql`
    INSERT INTO teletrax_detections
      (import_id, channel, country, aired_at, duration, video_name, customer_name)
    SELECT 0, 'TV ' || lpad((n % 800)::text, 3, '0'), 'DE',
      ${reportStart}::timestamptz + n * interval '3 seconds', 15 + n % 300,
      'VID-' || lpad(((n * 7919) % ${BENCH_VIDEOS})::text, 6, '0'), ''
    FROM generate_series(1, ${rows}) AS n
    ON CONFLICT DO NOTHING`);
  const rowsPerSecond = Math.round(rows / ((performance.now() - started) / 1000));
  await db.execute(sql`DELETE FROM teletrax_detections WHERE aired_at >= ${reportStart}`);
  return rowsPerSecond;
}

async function measureImport({ db, url: serverUrl, headers, serverPid }: TOwnBench) {
  const customers = (
    await rowsOf<{ name: string }>(db, sql`SELECT name FROM companies ORDER BY id LIMIT 800`)
  ).map((row) => row.name);
  const dir = await mkdtemp(join(tmpdir(), 'teletrax-bench-'));
  try {
    for (const rows of REPORT_ROWS) {
      const file = join(dir, `report-${rows}.csv`);
      await writeReport(file, rows, customers);
      const bytes = (await stat(file)).size;
      const bare = await bareInsert(db, Math.min(rows, 100_000));
      const before = await rssMb(serverPid);
      const started = performance.now();
      const { result, peakMb, quartersMb } = await withPeakRss(serverPid, async () => {
        const form = new FormData();
        form.append('report', await openAsBlob(file, { type: 'text/csv' }), `report-${rows}.csv`);
        const response = await fetch(`${serverUrl}${IMPORTS}`, {
          method: 'POST',
          headers,
          body: form,
        });
        return {
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        };
      });
      const seconds = (performance.now() - started) / 1000;
      const rowsPerSecond = Math.round(rows / seconds);
      await db.execute(sql`DELETE FROM teletrax_detections WHERE aired_at >= ${reportStart}`);
      report({
        scenario,
        figure: 'import_report',
        rows,
        file_mb: Math.round(bytes / 104_857.6) / 10,
        status: result.status,
        imported: result.body.imported,
        rejected: result.body.rejected,
        seconds: Number(seconds.toFixed(1)),
        rows_per_second: rowsPerSecond,
        bare_insert_rows_per_second: bare,
        import_vs_bare_insert: Number((rowsPerSecond / bare).toFixed(2)),
        server_rss_before_mb: before,
        server_rss_peak_mb: peakMb,
        server_rss_growth_mb: Math.round((peakMb - before) * 10) / 10,
        server_rss_peak_by_quarter_mb: quartersMb,
        target: '>= 20,000 rows/s; memory flat in the file size',
        meets_target:
          result.status === 201 &&
          result.body.imported === rows &&
          rowsPerSecond >= 20_000 &&
          // Flat: memory does not climb as the rows go by (the last quarter's peak is the first's).
          (quartersMb[3] ?? 0) <= (quartersMb[0] ?? 0) * 1.1 + 20,
      });
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
    await db.execute(sql`DELETE FROM teletrax_detections WHERE aired_at >= ${reportStart}`);
    await db.execute(sql`VACUUM ANALYZE teletrax_detections`);
  }
}

/**
 * Teletrax on PostgreSQL (own database `bench_teletrax`, or BENCH_DATABASE): ten million
 * detections made with SQL (`support/teletrax-database.ts`), the detections list under each
 * filter (the real API in its own process, signed in; target p95 at most 50 ms), then reports of
 * 100,000 and 1,000,000 rows uploaded to the real import (target: at least 20,000 rows a second,
 * the server's peak memory alike for both sizes), beside the same rows inserted by SQL alone.
 * The imported rows are removed afterwards, so the list always reads ten million.
 */
export async function run() {
  await withOwnDatabase(
    {
      scenario,
      database: 'bench_teletrax',
      admin: ADMIN,
      connections: 2,
      seed: (db) => seedDetections(db, DETECTIONS),
    },
    async (bench) => {
      await measureList(bench);
      await measureImport(bench);
    },
  );
}
