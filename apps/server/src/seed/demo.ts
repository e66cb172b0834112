import { ADMIN_GROUPS, type TAdminGroup } from '@newsroom/contract';
import { count } from 'drizzle-orm';
import type { MediaStorage } from '../adapters/storage';
import type { TDb } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { upsertAdmin } from '../services/users/upsert-admin';
import { seedAds } from './ads';
import { seedFtpVideos } from './ftp-videos';
import { seedLiveEvents } from './live-events';
import { seedTags } from './tags';
import { seedVideoActivity } from './video-activity';
import { seedVideos } from './videos';

export const DEMO_PASSWORD = 'newsroom-demo';
const CUSTOMER_TYPES = ['new', 'active', 'deactivated', 'unconfirmed'] as const;
const COMPANIES = ['Northwind Media', 'Blue Harbor TV', 'Atlas News', 'Meridian Radio'];

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

/** One admin per group and a few customers of each type. */
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
  // Customers cannot sign in to the back office; one hash serves them all.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const customers = CUSTOMER_TYPES.flatMap((customerType, typeIndex) =>
    [1, 2, 3].map((n) => ({
      email: `${customerType}.customer${n}@demo.newsroom.test`,
      firstName: `Customer ${n}`,
      lastName: titleCase(customerType),
      passwordHash,
      userRole: 'customer' as const,
      customerType,
      company: COMPANIES[(typeIndex + n) % COMPANIES.length] ?? null,
      confirmed: customerType !== 'unconfirmed',
    })),
  );
  await db.insert(users).values(customers).onConflictDoNothing();
  await seedTags(db);
  await seedLiveEvents(db);
  await seedVideos(db, 20_000);
  await seedVideoActivity(db);
  await seedAds(db, options.storage);
  if (options.ftpDir) await seedFtpVideos(options.ftpDir);
  return { admins, password: DEMO_PASSWORD };
}

/** Seeds only a database without users, so a restart never re-seeds. */
export async function seedDemoIfEmpty(db: TDb, options: TDemoOptions = {}) {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  return seedDemo(db, options);
}
