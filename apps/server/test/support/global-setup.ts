import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../src/config';
import { openDatabase, type TDatabase } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare';
import { hashPassword } from '../../src/lib/passwords';
import { TEST_PASSWORD } from './password';

/**
 * Once per run: migrate one database and let every test file clone it, instead of
 * migrating a fresh one per file. On PostgreSQL the clone source is a template
 * database, on PGlite a data-directory snapshot; both are named by a hash of the
 * migrations, so a changed migration makes a new one and an unchanged one is reused.
 */

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

function migrationsHash(): string {
  const hash = createHash('sha256');
  const folder = join(serverRoot, 'drizzle');
  const files = [
    ...readdirSync(folder).filter((name) => name.endsWith('.sql')),
    'meta/_journal.json',
  ].sort();
  for (const name of files) hash.update(name).update(readFileSync(join(folder, name)));
  return hash.digest('hex').slice(0, 16);
}

async function prepare(database: TDatabase) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: tmpdir() });
  await prepareDatabase(database, { brand: config.BRAND });
}

/** Writes the snapshot under a temporary name and renames it: racing runs never read half a file. */
async function pgliteSnapshot(hash: string): Promise<string> {
  const path = join(tmpdir(), `newsroom-test-pglite-${hash}.tar`);
  if (existsSync(path)) return path;
  const database = await openDatabase({});
  await prepare(database);
  const dump = await database.dumpDataDir?.('none');
  await database.close();
  if (!dump) throw new Error('PGlite gave no data directory dump');
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return path;
}

/**
 * Builds the template under a temporary name, then renames it, all under an advisory
 * lock: concurrent runs wait for the first one and then find the template ready.
 */
async function postgresTemplate(serverUrl: string, hash: string): Promise<string> {
  const name = `test_template_${hash}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${building}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    try {
      await prepare(database);
    } finally {
      await database.close();
    }
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    await admin.query(`ALTER DATABASE "${name}" IS_TEMPLATE true`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => {});
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const hash = migrationsHash();
  const serverUrl = process.env.DATABASE_URL;
  const [passwordHash, clone] = await Promise.all([
    hashPassword(TEST_PASSWORD),
    serverUrl ? postgresTemplate(serverUrl, hash) : pgliteSnapshot(hash),
  ]);
  project.provide('testPasswordHash', passwordHash);
  project.provide(serverUrl ? 'postgresTemplate' : 'pgliteSnapshot', clone);
}

declare module 'vitest' {
  export interface ProvidedContext {
    testPasswordHash: string;
    postgresTemplate: string;
    pgliteSnapshot: string;
  }
}
