import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TAdminGroup } from '@newsroom/contract';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type TDb } from '../../apps/server/src/db/client';
import { prepareDatabase } from '../../apps/server/src/db/prepare';
import { upsertAdmin } from '../../apps/server/src/services/users/upsert-admin';
import { freePort, serverEnv, spawnServer } from './server-process';
import { signInCookie } from './sign-in';

/**
 * The production server in its own process (as `startServerProcess`), on a database `seed`
 * filled first: the embedded database is opened here, prepared, seeded and closed before the
 * server opens it (one process holds it at a time). `seed` answers whatever the bench needs
 * from the data (a slug to open, say). `signInAs` signs in an admin of the group made here.
 */
export async function startSeededServerProcess<T>(
  seed: (db: TDb) => Promise<T>,
  groups: TAdminGroup[] = ['super_admin'],
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'newsroom-bench-'));
  const port = await freePort();
  const env = serverEnv(dataDir, port);
  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, poolSize: 4 });
  let seeded: T;
  const password = 'bench-password-123';
  const emailOf = (group: TAdminGroup) => `bench-${group}@bench.test`;
  try {
    await prepareDatabase(database, { brand: config.BRAND });
    seeded = await seed(database.db);
    for (const group of groups) {
      await upsertAdmin(database.db, {
        email: emailOf(group),
        password,
        group,
        firstName: 'Bench',
        lastName: group,
      });
    }
  } finally {
    await database.close();
  }
  const server = await spawnServer(env, dataDir);
  return {
    ...server,
    seeded,
    /** The Cookie header of a fresh session of the group's admin. */
    signInAs: (group: TAdminGroup = 'super_admin') =>
      signInCookie(server.url, { email: emailOf(group), password }),
  };
}
