import { performance } from 'node:perf_hooks';
import { ZVideoSearchQuery } from '@newsroom/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type TDb } from '../../apps/server/src/db/client';
import { prepareDatabase } from '../../apps/server/src/db/prepare';
import { seedVideos } from '../../apps/server/src/seed/videos';
import { searchVideos } from '../../apps/server/src/services/videos/search-videos';
import { report } from './load';
import { recordingDb } from './recording-pool';
import { startServerProcess } from './server-process';

const VIDEOS = 1_000_000;
/** One million-video database on DATABASE_URL's server for every search scenario, kept and reused. */
const DATABASE = 'search_bench';
export const SEARCH_PATH = '/api/admin/content/video_projects/search';

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

/** Tops the table up to VIDEOS rows, set-based (seed/videos.ts), and answers what it did. */
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
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
  };
}

export type TVideoBench = {
  databaseUrl: string;
  /** `connections` bare `pg` connections for replaying the service's statements. */
  pool: pg.Pool;
  videos: number;
  /** The real server in its own process on the bench database, and a signed-in admin's headers. */
  url: string;
  headers: Record<string, string>;
};

/**
 * Runs `body` against the million-video database (created, migrated and seeded on first use)
 * and the real server on it; prints a `skipped` line without PostgreSQL (DATABASE_URL).
 */
export async function withVideoBench(
  options: {
    scenario: string;
    admin: { email: string; password: string };
    connections: number;
    poolSize: number;
  },
  body: (bench: TVideoBench) => Promise<void>,
) {
  const { scenario } = options;
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    report({ scenario, figure: 'skipped', message: 'needs PostgreSQL: set DATABASE_URL' });
    return;
  }
  const databaseUrl = await benchDatabaseUrl(serverUrl);
  const database = await openDatabase({ databaseUrl, poolSize: options.poolSize });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.connections });
  try {
    await prepareDatabase(database, { brand: 'newsroom' });
    const seed = await ensureVideos(database.db);
    report({ scenario, figure: 'seed', ...seed });
    process.env.DATABASE_URL = databaseUrl;
    const server = await startServerProcess(options.admin);
    process.env.DATABASE_URL = serverUrl;
    try {
      const headers = await server.signIn();
      await body({ databaseUrl, pool, videos: seed.videos, url: server.url, headers });
    } finally {
      await server.close();
    }
  } finally {
    process.env.DATABASE_URL = serverUrl;
    await pool.end();
    await database.close();
  }
}

/** What the search service sends for one query (noted by a recording pool), and what it answers. */
export async function captureSearch(databaseUrl: string, query: Record<string, string>) {
  const plain = recordingDb(databaseUrl);
  try {
    const answer = await searchVideos(plain.db, ZVideoSearchQuery.parse(query));
    return {
      count: answer.count,
      capped: answer.count_capped,
      ids: answer.videos.map((video) => video.id),
      statements: plain.statements,
    };
  } finally {
    await plain.close();
  }
}
