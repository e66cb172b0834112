import { createStorage } from '../adapters/storage';
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/prepare';
import { seedCustomers } from '../seed/customers';
import { seedDemo } from '../seed/demo';
import { seedManyDownloads } from '../seed/statistics';
import { seedManyTags } from '../seed/tags';
import { seedVideos } from '../seed/videos';
import { openCliDatabase } from './open-cli-database';

/** `npm run seed`: migrates, then adds the demo data (again); existing rows are kept. */
const config = loadConfig();
const database = (await openCliDatabase(config)) ?? process.exit(1);
try {
  await prepareDatabase(database, { brand: config.BRAND });
  const seeded = await seedDemo(database.db, {
    ftpDir: config.ftpDir,
    storage: createStorage(config),
  });
  console.log(`Demo data seeded. Demo admins, password "${seeded.password}":`);
  for (const admin of seeded.admins) console.log(`  ${admin.group.padEnd(20)} ${admin.email}`);
  const flag = (name: string) => process.argv[process.argv.indexOf(`--${name}`) + 1];
  /** How many of a `--name N` option: a whole number from 1. */
  const countOf = (name: string) => {
    const count = Number(flag(name));
    if (!Number.isInteger(count) || count < 1) throw new Error(`--${name} needs a whole number`);
    return count;
  };
  if (process.argv.includes('--tags')) {
    const count = countOf('tags');
    await seedManyTags(database.db, flag('locale') ?? 'en', count);
    console.log(`Added ${count} tags to locale ${flag('locale') ?? 'en'}.`);
  }
  if (process.argv.includes('--videos')) {
    const count = countOf('videos');
    await seedVideos(database.db, count);
    console.log(`Added ${count} videos.`);
  }
  if (process.argv.includes('--customers')) {
    const count = countOf('customers');
    await seedCustomers(database.db, count, `bulk-${Date.now().toString(36)}`);
    console.log(`Added ${count} customers.`);
  }
  if (process.argv.includes('--downloads')) {
    const count = countOf('downloads');
    await seedManyDownloads(database.db, count, (line) => console.log(line));
    console.log(`Added ${count} downloads (pass statistics rollups rebuilt for their months).`);
  }
} finally {
  await database.close();
}
