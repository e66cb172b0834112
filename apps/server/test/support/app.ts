import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
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

/** A database of its own: PGlite in memory, or a fresh database on DATABASE_URL's server. */
async function openTestDatabase(): Promise<{ database: TDatabase; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    return { database, drop: async () => {} };
  }
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
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
    ...(env.NODE_ENV === 'production' ? { PUBLIC_URL: 'https://cms.example.test' } : {}),
    ...env,
  });
  const { database, drop } = await openTestDatabase();
  await prepareDatabase(database, { brand: config.BRAND });
  const clock = createClock();
  const app = await buildApp({ config, database, now: clock.now, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
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
