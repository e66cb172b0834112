import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

type TSchema = typeof schema;
/** The one database type used everywhere, whichever driver is behind it. */
export type TDb = PgDatabase<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
export type TTx = PgTransaction<PgQueryResultHKT, TSchema, ExtractTablesWithRelations<TSchema>>;
/** A database handle or an open transaction: services accept either. */
export type TDbOrTx = TDb | TTx;

export type TDatabase = {
  db: TDb;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tar, to start other databases from (tests). */
  dumpDataDir?: (compression?: 'none' | 'gzip') => Promise<Blob>;
};

export type TDatabaseOptions = {
  databaseUrl?: string;
  /** Folder of the embedded database; omitted means in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from this data-directory tar instead of an empty database (tests). */
  loadDataDir?: Blob;
};

export async function openDatabase(options: TDatabaseOptions): Promise<TDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle connection the server cuts (restart, failover, a dropped test database) must not
    // crash the process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => {
      console.warn(`database connection lost: ${error.message}`);
    });
    const db = drizzlePostgres(pool, { schema }) as unknown as TDb;
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  let location: string | undefined;
  if (options.dataDir) {
    location = join(options.dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, {
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
  });
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  return {
    db,
    driver: 'pglite',
    close: () => client.close(),
    dumpDataDir: (compression) => client.dumpDataDir(compression),
  };
}
