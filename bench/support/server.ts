import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TAdminGroup } from '@newsroom/contract';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { prepareDatabase } from '../../apps/server/src/db/prepare';
import { upsertAdmin } from '../../apps/server/src/services/users/upsert-admin';
import { signInCookie } from './sign-in';

export type TBenchServer = Awaited<ReturnType<typeof startBenchServer>>;

/**
 * The real server, listening on a free port, on a fresh embedded database in a
 * temporary folder, or on DATABASE_URL when it is set (its data is kept).
 */
export async function startBenchServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'newsroom-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://127.0.0.1',
    SECRET_KEY: process.env.SECRET_KEY ?? 'be'.repeat(32),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_ACCOUNT: '100000',
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, poolSize: 20 });
  await prepareDatabase(database, { brand: config.BRAND });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  /** Creates an admin of the group and answers the Cookie header of a fresh session. */
  async function signInAs(group: TAdminGroup = 'super_admin') {
    const email = `bench-${group}@bench.test`;
    const password = 'bench-password-123';
    await upsertAdmin(database.db, { email, password, group, firstName: 'Bench', lastName: group });
    return signInCookie(url, { email, password });
  }

  return {
    url,
    app,
    db: database.db,
    driver: database.driver,
    signInAs,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
