import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type TConfig } from '../../src/config';
import { openDatabase, type TDatabase, type TDb } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare';

export type TTestClock = {
  now: () => Date;
  advance: (ms: number) => void;
  set: (date: Date) => void;
};

export type TTestApp = {
  app: FastifyInstance;
  /** DATA_DIR of this app; mail lands in `outbox/`. */
  dataDir: string;
  db: TDb;
  /** The database itself, for a second app on it (another server process). */
  database: TDatabase;
  config: TConfig;
  clock: TTestClock;
  close: () => Promise<void>;
};

function createClock(): TTestClock {
  let offset = 0;
  let fixed: Date | null = null;
  return {
    now: () => new Date((fixed?.getTime() ?? Date.now()) + offset),
    advance: (ms) => {
      offset += ms;
    },
    set: (date) => {
      fixed = date;
      offset = 0;
    },
  };
}

let snapshot: Blob | undefined;
/** The migrated PGlite data directory global setup made, read once per test file. */
function pgliteSnapshot(): Blob | undefined {
  const path = inject('pgliteSnapshot');
  if (!path) return undefined;
  snapshot ??= new Blob([readFileSync(path)]);
  return snapshot;
}

const TEMPLATE_BUSY = '55006';

/** CREATE DATABASE fails while anyone else is connected to the template: retry a few times. */
async function createDatabase(admin: pg.Client, name: string, template: string | undefined) {
  const sql = template
    ? `CREATE DATABASE "${name}" TEMPLATE "${template}"`
    : `CREATE DATABASE "${name}"`;
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(sql);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== TEMPLATE_BUSY || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * A database of its own: PGlite in memory, or a new database on DATABASE_URL's server.
 * Both start as a copy of the one global setup migrated (see global-setup.ts).
 */
async function openTestDatabase(): Promise<{ database: TDatabase; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ loadDataDir: pgliteSnapshot() });
    return { database, drop: async () => {} };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await createDatabase(admin, name, inject('postgresTemplate') || undefined);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Production refuses to start without a key to seal secrets with. */
export const TEST_SECRET_KEY = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

/** The real app on a fresh, migrated database. Call `close()` in afterAll. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'newsroom-test-'));
  // Generous limits by default: tests sign in many times from one address; rate-limit tests lower them.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_IP: '1000',
    RATE_LIMIT_PER_ACCOUNT: '1000',
    // Production refuses to start without the address links in mail are built from.
    ...(env.NODE_ENV === 'production'
      ? { PUBLIC_URL: 'https://cms.example.test', SECRET_KEY: TEST_SECRET_KEY }
      : {}),
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  // Already migrated and seeded in the copy: this only checks, and sets what this app's config differs in.
  await prepareDatabase(database, { brand: config.BRAND });
  const clock = createClock();
  const app = await buildApp({ config, database, now: clock.now, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    dataDir,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another server process on the same database and clock, ready: what one saves, the other sees. */
export async function startSecondApp(t: TTestApp): Promise<FastifyInstance> {
  const app = await buildApp({
    config: t.config,
    database: t.database,
    now: t.clock.now,
    logger: false,
  });
  await app.ready();
  return app;
}
