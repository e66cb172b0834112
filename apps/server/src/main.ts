import { createStorage } from './adapters/storage';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { forgetOldIdempotencyKeys } from './http/idempotency';
import { lockDataDir } from './lib/data-dir-lock';
import { forgetFinishedJobs } from './outbox';
import { seedDemoIfEmpty } from './seed/demo';
import { describeDemoAdmins } from './seed/demo-admins';
import { refuseDemoPasswordInProduction } from './seed/demo-password-check';
import { deleteStaleAuthRows } from './services/auth/housekeeping';
import { sealLegacySecrets } from './services/settings';
import { watchTeletraxSource } from './services/teletrax/watch-source';
import { forgetExpiredBulkChanges } from './services/videos/undo-bulk-action';

const HOUSEKEEPING_EVERY_MS = 3_600_000;

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const unlock = config.DATABASE_URL ? () => {} : lockDataDir(config.dataDir);
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  poolSize: config.databasePoolSize,
  dataDir: config.DATABASE_URL ? undefined : config.dataDir,
});
await prepareDatabase(database, {
  brand: config.BRAND,
  sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
  sessionAbsoluteHours: config.SESSION_ABSOLUTE_HOURS,
});
const app = await buildApp({ config, database });
// Secrets saved before they were sealed (or by an older version) are sealed now.
await sealLegacySecrets(database.db, app.secrets);

if (config.seedDemo) {
  const seeded = await seedDemoIfEmpty(database.db, {
    ftpDir: config.ftpDir,
    storage: createStorage(config),
  });
  if (seeded) app.log.info('demo data created');
  const demo = await describeDemoAdmins(database.db);
  if (demo) console.log(`\n${demo}\n`);
}

const refusal = await refuseDemoPasswordInProduction(database.db, config);
if (refusal) {
  console.error(refusal);
  await app.close();
  await database.close();
  unlock();
  process.exit(1);
}

const housekeeping = async () => {
  try {
    await deleteStaleAuthRows(database.db, new Date());
    await forgetFinishedJobs(database.db, new Date());
    await forgetOldIdempotencyKeys(database.db, new Date());
    await forgetExpiredBulkChanges(database.db, new Date());
  } catch (error) {
    app.log.warn({ err: error }, 'housekeeping failed');
  }
};
await housekeeping();
const timer = setInterval(housekeeping, HOUSEKEEPING_EVERY_MS);
timer.unref();
const stopTeletraxWatch = watchTeletraxSource(app);

await app.listen({ port: config.PORT, host: config.HOST });
// The port bound, which differs from PORT when that is 0 (any free port; the process tests use it).
const bound = app.server.address();
const port = typeof bound === 'object' && bound ? bound.port : config.PORT;
console.log(`Back office: http://localhost:${port}/cms  (API docs: /api/docs)`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  clearInterval(timer);
  stopTeletraxWatch();
  app.log.info({ signal }, 'stopping: finishing requests in flight');
  try {
    // close() stops accepting, waits for requests in flight, then runs onClose hooks.
    await app.close();
    await database.close();
    unlock();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'unclean stop');
    unlock();
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
