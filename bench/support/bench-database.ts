import { performance } from 'node:perf_hooks';
import type { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type TDb } from '../../apps/server/src/db/client';
import { prepareDatabase } from '../../apps/server/src/db/prepare';
import { report } from './load';
import { startServerProcess } from './server-process';

/** DATABASE_URL's server with another database name (created when missing). */
export async function ownDatabaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return url.toString();
}

export async function countOf(db: TDb, query: ReturnType<typeof sql>) {
  const result = await db.execute(query);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

export type TOwnBench = {
  databaseUrl: string;
  db: TDb;
  /** Bare `pg` connections to the bench database, for the baselines. */
  pool: pg.Pool;
  url: string;
  headers: Record<string, string>;
  /** The server process's id. */
  serverPid: number;
};

/**
 * A scenario's own PostgreSQL database (kept between runs: the seed is the slow part): migrated,
 * filled by `seed` (which tops up what is missing and answers what it did), then the real
 * server in its own process on it. Prints `skipped` without DATABASE_URL.
 */
export async function withOwnDatabase(
  options: {
    scenario: string;
    database: string;
    admin: { email: string; password: string };
    connections: number;
    /** The seeding handle's connections (2 unless the seed wants more). */
    poolSize?: number;
    /** A database several scenarios share under its fixed name: BENCH_DATABASE does not rename it. */
    shared?: boolean;
    seed: (db: TDb) => Promise<Record<string, unknown>>;
  },
  body: (bench: TOwnBench) => Promise<void>,
) {
  const { scenario } = options;
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    report({ scenario, figure: 'skipped', message: 'needs PostgreSQL: set DATABASE_URL' });
    return;
  }
  // BENCH_DATABASE names another database for it (a helper's own, beside others' benches).
  const databaseUrl = await ownDatabaseUrl(
    serverUrl,
    (!options.shared && process.env.BENCH_DATABASE) || options.database,
  );
  const database = await openDatabase({ databaseUrl, poolSize: options.poolSize ?? 2 });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.connections });
  try {
    await prepareDatabase(database, { brand: 'newsroom' });
    const started = performance.now();
    const seeded = await options.seed(database.db);
    const seconds = Number(((performance.now() - started) / 1000).toFixed(1));
    report({ scenario, figure: 'seed', ...seeded, seconds });
    process.env.DATABASE_URL = databaseUrl;
    const server = await startServerProcess(options.admin);
    process.env.DATABASE_URL = serverUrl;
    try {
      const headers = await server.signIn();
      await body({
        databaseUrl,
        db: database.db,
        pool,
        url: server.url,
        headers,
        serverPid: server.pid,
      });
    } finally {
      await server.close();
    }
  } finally {
    process.env.DATABASE_URL = serverUrl;
    await pool.end();
    await database.close();
  }
}
