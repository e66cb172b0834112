import { performance } from 'node:perf_hooks';
import { ZVideoSearchQuery } from '@newsroom/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type TDb } from '../../apps/server/src/db/client';
import { prepareDatabase } from '../../apps/server/src/db/prepare';
import { seedVideos } from '../../apps/server/src/seed/videos';
import { searchVideos } from '../../apps/server/src/services/videos/search-videos';
import { load, report } from '../support/load';
import { pairedLoad } from '../support/paired-load';
import { recordingDb } from '../support/recording-pool';
import { startServerProcess } from '../support/server-process';
import { loadSql } from '../support/sql-load';

const VIDEOS = 1_000_000;
const DATABASE = 'bench_videos';
const CONNECTIONS = 20;
/** Each figure: the API and the bare SQL in alternating rounds of SECONDS each (paired-load.ts). */
const ROUNDS = 5;
const SECONDS = 3;
const ADMIN = { email: 'bench-videos@bench.test', password: 'bench-password-123' };
const SEARCH = '/api/admin/content/video_projects/search';
/**
 * Unselective: the list as it opens (every video, newest first). Selective: a word in ~2% of the
 * videos (so page 1,000 exists). Very selective: a title phrase in ~0.03%, page 1 only (its page
 * 1,000 is empty: a count against a statement of a millisecond says little).
 */
const QUERIES: { name: string; query: Record<string, string>; pages: number[] }[] = [
  { name: 'unselective_all', query: {}, pages: [1, 1000] },
  { name: 'selective_earthquake', query: { q: 'earthquake' }, pages: [1, 1000] },
  { name: 'very_selective_phrase', query: { q: 'Earthquake aftermath in Nairobi' }, pages: [1] },
];

/** DATABASE_URL's server, database `bench_videos`: created on first use, kept and reused after. */
async function benchDatabaseUrl(serverUrl: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${DATABASE}"`);
  await admin.end();
  return url.toString();
}

/** Tops the table up to VIDEOS rows (a first run seeds them all) and answers the seconds it took. */
async function ensureVideos(db: TDb) {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM video_projects`);
  const have = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  const started = performance.now();
  if (have < VIDEOS) await seedVideos(db, VIDEOS - have);
  // A no-op on a settled table; after a seed it sets the visibility map index-only scans rely on.
  await db.execute(sql`VACUUM ANALYZE video_projects`);
  return {
    videos: Math.max(have, VIDEOS),
    seeded: Math.max(0, VIDEOS - have),
    seconds: (performance.now() - started) / 1000,
  };
}

/** What the search service sends for one query, and what it answers. */
async function capture(databaseUrl: string, query: Record<string, unknown>) {
  const parsed = ZVideoSearchQuery.parse(query);
  const plain = recordingDb(databaseUrl);
  try {
    const answer = await searchVideos(plain.db, parsed);
    return {
      answer: { count: answer.count, ids: answer.videos.map((video) => video.id) },
      statements: plain.statements,
    };
  } finally {
    await plain.close();
  }
}

/**
 * Video search over a million videos on PostgreSQL: for an unselective and a
 * selective query, page 1 and page 1,000, the p50/p95 of the real API (its own
 * process, signed in, 20 connections) next to the same SQL sent straight
 * through the driver from 20 connections in the same run. Twice: with the
 * search cache switched off (the scan each time) and on (as deployed, held
 * against the statements of a cache hit); each line says which in `cache`.
 */
export async function run() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    report({
      scenario: 'videos',
      figure: 'skipped',
      message:
        'needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    });
    return;
  }
  const databaseUrl = await benchDatabaseUrl(serverUrl);
  const database = await openDatabase({ databaseUrl, poolSize: CONNECTIONS });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  const previousUrl = process.env.DATABASE_URL;
  try {
    await prepareDatabase(database, { brand: 'newsroom' });
    const seed = await ensureVideos(database.db);
    report({
      scenario: 'videos',
      driver: 'postgres',
      figure: 'seed',
      ...seed,
      seconds: Number(seed.seconds.toFixed(1)),
    });

    process.env.DATABASE_URL = databaseUrl;
    const server = await startServerProcess(ADMIN);
    process.env.DATABASE_URL = previousUrl;
    try {
      const headers = await server.signIn();
      for (const { name, query, pages } of QUERIES) {
        for (const page of pages) {
          const params = { ...query, page: String(page) };
          const { answer, statements } = await capture(databaseUrl, params);
          const common = {
            scenario: 'videos',
            driver: 'postgres',
            videos: seed.videos,
            query: name,
            page,
            matches: answer.count,
            connections: CONNECTIONS,
          };
          const url = `${server.url}${SEARCH}?${new URLSearchParams(params)}`;
          const api = (await (await fetch(url, { headers })).json()) as {
            count: number;
            videos: { id: number }[];
          };
          const same =
            api.count === answer.count && api.videos.map((v) => v.id).join() === answer.ids.join();
          await load({ url, connections: CONNECTIONS, seconds: 1, headers }); // warm-up
          const {
            api: ours,
            bare,
            ratio,
          } = await pairedLoad({
            rounds: ROUNDS,
            api: () => load({ url, connections: CONNECTIONS, seconds: SECONDS, headers }),
            bare: () => loadSql({ pool, statements, connections: CONNECTIONS, seconds: SECONDS }),
          });
          report({ ...common, figure: 'bare_sql', statements: statements.length, ...bare });
          report({
            ...common,
            figure: 'api_search',
            ...ours,
            same_answer_as_sql: same,
            api_vs_sql_p95_ratio: ratio,
            target: 'p95 <= 50 ms and <= 1.5x the bare SQL p95',
            meets_target: ours.p95_ms <= 50 && ratio <= 1.5 && ours.errors === 0 && same,
          });
        }
      }
    } finally {
      await server.close();
    }
  } finally {
    process.env.DATABASE_URL = previousUrl;
    await pool.end();
    await database.close();
  }
}
