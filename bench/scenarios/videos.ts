import { performance } from 'node:perf_hooks';
import { ZVideoSearchQuery } from '@newsroom/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type TDb } from '../../apps/server/src/db/client';
import { prepareDatabase } from '../../apps/server/src/db/prepare';
import { seedVideos } from '../../apps/server/src/seed/videos';
import { searchVideos } from '../../apps/server/src/services/videos/search-videos';
import { searchAfterWrites } from '../support/after-write';
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

/**
 * What the search service sends for one query: `uncached` scans as with VIDEO_SEARCH_CACHE=false;
 * `hit` is what a cache hit sends (the same search asked a second time of one handle).
 */
async function capture(databaseUrl: string, query: Record<string, unknown>) {
  const parsed = ZVideoSearchQuery.parse(query);
  const plain = recordingDb(databaseUrl);
  const cached = recordingDb(databaseUrl);
  try {
    const answer = await searchVideos(plain.db, parsed, { cache: false });
    await searchVideos(cached.db, parsed, { cache: true });
    cached.statements.length = 0;
    const hitAnswer = await searchVideos(cached.db, parsed, { cache: true });
    if (JSON.stringify(hitAnswer) !== JSON.stringify(answer))
      throw new Error('cache answered otherwise');
    const ids = (JSON.parse(answer.videos) as { id: number }[]).map((video) => video.id);
    return {
      answer: { count: answer.count, ids },
      uncached: plain.statements,
      hit: cached.statements,
    };
  } finally {
    await Promise.all([plain.close(), cached.close()]);
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

    // The same server twice: with the search cache (as deployed) and with it switched off.
    process.env.DATABASE_URL = databaseUrl;
    process.env.VIDEO_SEARCH_CACHE = 'false';
    const plain = await startServerProcess(ADMIN);
    process.env.VIDEO_SEARCH_CACHE = 'true';
    const cached = await startServerProcess(ADMIN).catch(async (error) => {
      await plain.close();
      throw error;
    });
    delete process.env.VIDEO_SEARCH_CACHE;
    process.env.DATABASE_URL = previousUrl;
    try {
      const servers = [
        { cache: 'off' as const, server: plain, headers: await plain.signIn() },
        { cache: 'on' as const, server: cached, headers: await cached.signIn() },
      ];
      for (const { name, query, pages } of QUERIES) {
        for (const page of pages) {
          const params = { ...query, page: String(page) };
          const { answer, uncached, hit } = await capture(databaseUrl, params);
          const cacheApplies = JSON.stringify(uncached) !== JSON.stringify(hit);
          const common = {
            scenario: 'videos',
            driver: 'postgres',
            videos: seed.videos,
            query: name,
            page,
            matches: answer.count,
            connections: CONNECTIONS,
          };
          for (const { cache, server, headers } of servers) {
            const url = `${server.url}${SEARCH}?${new URLSearchParams(params)}`;
            const api = (await (await fetch(url, { headers })).json()) as {
              count: number;
              videos: { id: number }[];
            };
            const same =
              api.count === answer.count &&
              api.videos.map((v) => v.id).join() === answer.ids.join();
            await load({ url, connections: CONNECTIONS, seconds: 1, headers }); // warm-up
            // The cached API is held against what a cache hit sends, the plain one against the scan.
            const statements = cache === 'on' && cacheApplies ? hit : uncached;
            const {
              api: ours,
              bare,
              ratio,
            } = await pairedLoad({
              rounds: ROUNDS,
              api: () => load({ url, connections: CONNECTIONS, seconds: SECONDS, headers }),
              bare: () => loadSql({ pool, statements, connections: CONNECTIONS, seconds: SECONDS }),
            });
            const served = cache === 'off' ? 'off' : cacheApplies ? 'hit' : 'not_used';
            report({
              ...common,
              figure: 'bare_sql',
              cache: served,
              statements: statements.length,
              ...bare,
            });
            report({
              ...common,
              figure: 'api_search',
              cache: served,
              ...ours,
              same_answer_as_sql: same,
              api_vs_sql_p95_ratio: ratio,
              target: 'p95 <= 50 ms and <= 1.5x the bare SQL p95',
              meets_target: ours.p95_ms <= 50 && ratio <= 1.5 && ours.errors === 0 && same,
            });
          }
        }
      }
      // Editors write all day: the first search after a write scans (cache off) or catches up.
      for (const { cache, server, headers } of servers) {
        const url = `${server.url}${SEARCH}?q=earthquake`;
        report({
          scenario: 'videos',
          driver: 'postgres',
          videos: seed.videos,
          query: 'selective_earthquake',
          page: 1,
          figure: 'api_search_after_write',
          cache: cache === 'on' ? 'patched' : 'off',
          connections: 1,
          ...(await searchAfterWrites({ pool, url, headers, times: 40, videos: seed.videos })),
        });
      }
    } finally {
      await Promise.all([plain.close(), cached.close()]);
    }
  } finally {
    process.env.DATABASE_URL = previousUrl;
    await pool.end();
    await database.close();
  }
}
