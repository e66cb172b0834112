import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { users } from '../db/schema';
import { verifyPassword } from '../lib/passwords';
import { DEMO_PASSWORD } from './demo';

/** E-mails of the enabled admins whose password is still the documented demo password. */
export async function adminsWithDemoPassword(db: TDb): Promise<string[]> {
  const admins = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(eq(users.userRole, 'admin'), isNull(users.disabledAt), isNotNull(users.passwordHash)),
    )
    .orderBy(asc(users.id));
  const found: string[] = [];
  for (const admin of admins) {
    if (admin.passwordHash && (await verifyPassword(admin.passwordHash, DEMO_PASSWORD))) {
      found.push(admin.email);
    }
  }
  return found;
}

/**
 * In production no admin may keep the published demo password, unless the operator asked
 * for demo data (SEED_DEMO=true, a demo installation). The message says what to do.
 */
export async function refuseDemoPasswordInProduction(
  db: TDb,
  config: { production: boolean; SEED_DEMO?: boolean },
): Promise<string | null> {
  if (!config.production || config.SEED_DEMO === true) return null;
  const emails = await adminsWithDemoPassword(db);
  if (emails.length === 0) return null;
  return [
    `Refusing to start in production: ${emails.length} admin(s) still have the demo password "${DEMO_PASSWORD}":`,
    ...emails.map((email) => `  ${email}`),
    'Set a new password (npm run admin -- create --email E --password P ...) or disable them (npm run admin -- disable --email E).',
  ].join('\n');
}
