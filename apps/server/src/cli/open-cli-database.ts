import type { TConfig } from '../config';
import { openDatabase, type TDatabase } from '../db/client';
import { runningServerPid } from '../lib/data-dir-lock';

/**
 * The database a command works on (one connection), or null, said on stderr, while the server
 * uses the embedded one: PGlite's folder takes one process at a time.
 */
export async function openCliDatabase(config: TConfig): Promise<TDatabase | null> {
  const serverPid = config.DATABASE_URL ? null : runningServerPid(config.dataDir);
  if (serverPid) {
    console.error(
      `The server (process ${serverPid}) is using the embedded database in ${config.dataDir}: stop it first.`,
    );
    return null;
  }
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.dataDir,
    poolSize: 1,
  });
}
