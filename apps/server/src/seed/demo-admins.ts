import { and, asc, eq, like } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { users } from '../db/schema';
import { DEMO_PASSWORD } from './demo';

/** The text printed at start: the demo admins still present, with the demo password. */
export async function describeDemoAdmins(db: TDb): Promise<string | null> {
  const admins = await db
    .select({ email: users.email, group: users.adminGroup })
    .from(users)
    .where(and(eq(users.userRole, 'admin'), like(users.email, '%@demo.newsroom.test')))
    .orderBy(asc(users.id));
  if (admins.length === 0) return null;
  const lines = admins.map((admin) => `  ${(admin.group ?? '').padEnd(20)} ${admin.email}`);
  return `Demo admins (password "${DEMO_PASSWORD}" unless changed since):\n${lines.join('\n')}`;
}
