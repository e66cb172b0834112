import { ADMIN_GROUPS, type TAdminGroup } from '@newsroom/contract';
import { count } from 'drizzle-orm';
import type { MediaStorage } from '../adapters/storage';
import type { TDb } from '../db/client';
import { users } from '../db/schema';
import { upsertAdmin } from '../services/users/upsert-admin';
import { seedAds } from './ads';
import { hasDemoCustomers, seedCustomers, seedDemoTerritories } from './customers';
import { seedFtpVideos } from './ftp-videos';
import { seedLiveEvents } from './live-events';
import { seedAudience } from './statistics';
import { seedTags } from './tags';
import { seedTeletrax } from './teletrax';
import { seedVideoActivity } from './video-activity';
import { seedVideos } from './videos';

export const DEMO_PASSWORD = 'newsroom-demo';
const DEMO_CUSTOMERS = 2000;

export function demoAdminEmail(group: TAdminGroup): string {
  return `${group}@demo.newsroom.test`;
}

function titleCase(group: string): string {
  return group
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export type TDemoOptions = {
  /** The FTP ingest folder that gets a few sample uploads; none when omitted. */
  ftpDir?: string;
  /** Where the demo banners' pictures are stored; banners have no image when omitted. */
  storage?: MediaStorage;
};

/** One admin per group, 2,000 customers in company accounts, videos, events, tags and ads. */
export async function seedDemo(db: TDb, options: TDemoOptions = {}) {
  const admins: { group: TAdminGroup; email: string }[] = [];
  for (const group of ADMIN_GROUPS) {
    const email = demoAdminEmail(group);
    await upsertAdmin(db, {
      email,
      password: DEMO_PASSWORD,
      group,
      firstName: 'Demo',
      lastName: titleCase(group),
    });
    admins.push({ group, email });
  }
  await seedTags(db);
  await seedLiveEvents(db);
  await seedVideos(db, 20_000);
  if (!(await hasDemoCustomers(db))) await seedCustomers(db, DEMO_CUSTOMERS);
  await seedDemoTerritories(db);
  await seedVideoActivity(db);
  await seedAudience(db);
  await seedAds(db, options.storage);
  await seedTeletrax(db);
  if (options.ftpDir) await seedFtpVideos(options.ftpDir);
  return { admins, password: DEMO_PASSWORD };
}

/** Seeds only a database without users, so a restart never re-seeds. */
export async function seedDemoIfEmpty(db: TDb, options: TDemoOptions = {}) {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  return seedDemo(db, options);
}
