import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../apps/server/src/db/client';
import {
  ensurePartitions,
  foldTotals,
  monthsBetween,
} from '../../apps/server/src/services/teletrax/import-batch';
import { type TOwnBench, withOwnDatabase } from '../support/bench-database';
import { report } from '../support/load';
import {
  BENCH_CHANNELS,
  BENCH_FIRST_AIRED,
  BENCH_VIDEOS,
  benchChannel,
  benchVideo,
  seedDetections,
} from '../support/teletrax-database';
import { REPORT_FIRST_AIRED, rssMb, withPeakRss, writeReport } from '../support/teletrax-report';
import { variedLoad } from '../support/varied-load';

const DETECTIONS = 10_000_000;
/** A small report first, then the million: memory flat in the file's size means alike peaks. */
const REPORT_ROWS = [100_000, 1_000_000];
/** One admin's requests, then ten at once (on two shared cores the second measures the machine). */
const CONNECTIONS = [1, 10];
const SECONDS = 5;
const ADMIN = { email: 'bench-teletrax@bench.test', password: 'bench-password-123' };
const PATH = '/api/admin/teletrax/detections';
const TOTALS_PATH = '/api/admin/teletrax/totals';
const IMPORTS = '/api/admin/teletrax/imports';
const scenario = 'teletrax';

const day = (offsetDays: number) =>
  new Date(Date.parse(BENCH_FIRST_AIRED) + offsetDays * 86_400_000).toISOString();
const reportStart = new Date(REPORT_FIRST_AIRED).toISOString();

type TKind = { name: string; query: (k: number) => Record<string, string> };
/** What varies between requests: seeded customers and country codes. */
type TPools = { firms: string[]; codes: string[] };
const pick = (values: readonly string[], k: number) => values[k % values.length] ?? '';
/** A 30-day range starting on one of the seeded days: a different month for each k. */
const month = (k: number) => ({ from: day((k * 7) % 660), to: day(((k * 7) % 660) + 30) });

/**
 * The list as it opens and under each filter the screen offers, alone and combined; each
 * request asks for another value (the k-th channel, video, customer, country, month or page),
 * so the answers come from the database, never from a warm repeat of one query.
 */
const LIST: (pools: TPools) => TKind[] = ({ firms, codes }) => [
  { name: 'newest', query: (k) => ({ page: String(1 + (k % 20)) }) },
  { name: 'one_month', query: (k) => month(k) },
  { name: 'channel', query: (k) => ({ channel: benchChannel(k * 13) }) },
  { name: 'country', query: (k) => ({ country: pick(codes, k) }) },
  { name: 'video', query: (k) => ({ video: benchVideo(k * 37) }) },
  { name: 'customer_one_month', query: (k) => ({ ...month(k), customer: pick(firms, k) }) },
  { name: 'unlicensed', query: (k) => ({ unlicensed: 'true', page: String(1 + (k % 20)) }) },
  { name: 'unlicensed_channel', query: (k) => ({ unlicensed: 'true', channel: benchChannel(k) }) },
  { name: 'licensed_channel', query: (k) => ({ unlicensed: 'false', channel: benchChannel(k) }) },
  { name: 'nothing_matches', query: (k) => ({ channel: benchChannel(k), country: 'ZZ' }) },
];

/** The totals the screen asks for beside the list: as it opens, then under one filter. */
const TOTALS: (pools: TPools) => TKind[] = ({ firms, codes }) => [
  { name: 'totals_all', query: (k) => ({ by: pick(['video', 'channel', 'customer'], k) }) },
  { name: 'totals_by_video_channel', query: (k) => ({ by: 'video', channel: benchChannel(k) }) },
  { name: 'totals_by_channel_video', query: (k) => ({ by: 'channel', video: benchVideo(k * 37) }) },
  {
    name: 'totals_by_video_customer',
    query: (k) => ({ by: 'video', customer: pick(firms, k) }),
  },
  { name: 'totals_by_channel_country', query: (k) => ({ by: 'channel', country: pick(codes, k) }) },
  { name: 'totals_by_video_one_month', query: (k) => ({ by: 'video', ...month(k) }) },
];

const rowsOf = async <T>(db: TDb, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

async function poolsOf(db: TDb): Promise<TPools> {
  const firms = await rowsOf<{ name: string }>(
    db,
    sql`SELECT name FROM companies ORDER BY id LIMIT ${BENCH_CHANNELS}`,
  );
  const codes = await rowsOf<{ code: string }>(db, sql`SELECT upper(code) AS code FROM countries`);
  return { firms: firms.map((f) => f.name), codes: codes.map((c) => c.code) };
}

/** Each kind alone, with 1 and 10 connections, then ten kinds at once (one per connection). */
async function measureQueries(bench: TOwnBench, figure: string, path: string, kinds: TKind[]) {
  const urlOf = (kind: TKind, k: number) =>
    `${bench.url}${path}?${new URLSearchParams(kind.query(k))}`;
  for (const kind of kinds) {
    const first = await fetch(urlOf(kind, 0), { headers: bench.headers });
    const answer = (await first.json()) as { count?: number; count_capped?: boolean };
    for (const connections of CONNECTIONS) {
      const figures = await variedLoad({
        urlOf: (c, n) => urlOf(kind, 1 + c * 100_003 + n),
        connections,
        seconds: SECONDS,
        headers: bench.headers,
      });
      report({
        scenario,
        figure,
        query: kind.name,
        status: first.status,
        ...(answer.count === undefined
          ? {}
          : { first_count: answer.count_capped ? `${answer.count}+` : answer.count }),
        connections,
        load_average: loadavg().map((n) => Number(n.toFixed(1))),
        ...figures,
        target: 'p95 <= 50 ms',
        meets_target: figures.requests > 0 && figures.errors === 0 && figures.p95_ms <= 50,
      });
    }
  }
  if (kinds.length < 2) return;
  const figures = await variedLoad({
    urlOf: (c, n) => urlOf(kinds[c % kinds.length] as TKind, 1 + c * 100_003 + n),
    connections: 10,
    seconds: SECONDS,
    headers: bench.headers,
  });
  report({
    scenario,
    figure,
    query: 'mixed_one_kind_per_connection',
    connections: 10,
    load_average: loadavg().map((n) => Number(n.toFixed(1))),
    ...figures,
    target: 'p95 <= 50 ms',
    meets_target: figures.requests > 0 && figures.errors === 0 && figures.p95_ms <= 50,
  });
}

async function measureList(bench: TOwnBench) {
  const pools = await poolsOf(bench.db);
  await measureQueries(bench, 'api_detections', PATH, LIST(pools));
  await measureQueries(bench, 'api_totals', TOTALS_PATH, TOTALS(pools));
}

/**
 * Removes the reports' rows (the delete keeps the totals right) and their month partitions, so
 * each import, and the SQL-alone floor, starts on empty months as a new month's report does.
 */
async function removeReportRows(db: TDb) {
  await db.execute(sql`DELETE FROM teletrax_detections WHERE aired_at >= ${reportStart}`);
  await foldTotals(db);
  const months = await rowsOf<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = 'teletrax_detections'::regclass
          AND c.relname >= ${`teletrax_detections_${new Date(REPORT_FIRST_AIRED).getUTCFullYear()}`}`,
  );
  for (const { name } of months) await db.execute(sql`DROP TABLE ${sql.identifier(name)}`);
}

/** The database's own floor: the same rows made by one INSERT ... SELECT (no file, no parsing). */
async function bareInsert(db: TDb, rows: number) {
  await removeReportRows(db);
  const first = new Date(REPORT_FIRST_AIRED);
  await ensurePartitions(
    db,
    monthsBetween(first, new Date(REPORT_FIRST_AIRED + 40 * 86_400_000)),
    new Set(),
  );
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
  await removeReportRows(db);
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
      await removeReportRows(db);
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
        load_average: loadavg().map((n) => Number(n.toFixed(1))),
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
    await removeReportRows(db);
    await db.execute(sql`VACUUM ANALYZE teletrax_detections`);
    await db.execute(sql`VACUUM ANALYZE teletrax_totals`);
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
