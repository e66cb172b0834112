import { createStorage } from '../adapters/storage';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { runningServerPid } from '../lib/data-dir-lock';
import { seedCustomers } from '../seed/customers';
import { seedDemo } from '../seed/demo';
import { seedManyDownloads } from '../seed/statistics';
import { seedManyTags } from '../seed/tags';
import { seedVideos } from '../seed/videos';

/** `npm run seed`: migrates, then adds the demo data (again); existing rows are kept. */
const config = loadConfig();
const serverPid = config.DATABASE_URL ? null : runningServerPid(config.dataDir);
if (serverPid) {
  console.error(
    `The server (process ${serverPid}) is using the embedded database in ${config.dataDir}: stop it first.`,
  );
  process.exit(1);
}
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : config.dataDir,
  poolSize: 1,
});
try {
  await prepareDatabase(database, { brand: config.BRAND });
  const seeded = await seedDemo(database.db, {
    ftpDir: config.ftpDir,
    storage: createStorage(config),
  });
  console.log(`Demo data seeded. Demo admins, password "${seeded.password}":`);
  for (const admin of seeded.admins) console.log(`  ${admin.group.padEnd(20)} ${admin.email}`);
  const flag = (name: string) => process.argv[process.argv.indexOf(`--${name}`) + 1];
  if (process.argv.includes('--tags')) {
    const count = Number(flag('tags'));
    if (!Number.isInteger(count) || count < 1) throw new Error('--tags needs a whole number');
    await seedManyTags(database.db, flag('locale') ?? 'en', count);
    console.log(`Added ${count} tags to locale ${flag('locale') ?? 'en'}.`);
  }
  if (process.argv.includes('--videos')) {
    const count = Number(flag('videos'));
    if (!Number.isInteger(count) || count < 1) throw new Error('--videos needs a whole number');
    await seedVideos(database.db, count);
    console.log(`Added ${count} videos.`);
  }
  if (process.argv.includes('--customers')) {
    const count = Number(flag('customers'));
    if (!Number.isInteger(count) || count < 1) throw new Error('--customers needs a whole number');
    await seedCustomers(database.db, count, `bulk-${Date.now().toString(36)}`);
    console.log(`Added ${count} customers.`);
  }
  if (process.argv.includes('--downloads')) {
    const count = Number(flag('downloads'));
    if (!Number.isInteger(count) || count < 1) throw new Error('--downloads needs a whole number');
    await seedManyDownloads(database.db, count, (line) => console.log(line));
    console.log(`Added ${count} downloads (pass statistics rollups rebuilt for their months).`);
  }
} finally {
  await database.close();
}
