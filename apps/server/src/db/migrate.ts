import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { TDatabase } from './client';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Applies the committed SQL migrations that the database has not seen yet. */
export async function migrate(database: TDatabase): Promise<void> {
  if (database.driver === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePglite(database.db as any, { migrationsFolder });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePostgres(database.db as any, { migrationsFolder });
  }
}
