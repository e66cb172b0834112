import type { TAdminGroup } from '@newsroom/contract';
import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { type TUserRow, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { findUserByEmail, sessionCache } from '../auth';

export type TAdminInput = {
  email: string;
  password: string;
  group: TAdminGroup;
  firstName?: string;
  lastName?: string;
};

/** Creates the admin, or updates the one with this e-mail (and enables it again). */
export async function upsertAdmin(
  db: TDbOrTx,
  input: TAdminInput,
): Promise<{ user: TUserRow; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, email);
  const values = {
    email,
    passwordHash,
    userRole: 'admin' as const,
    adminGroup: input.group,
    customerType: null,
    disabledAt: null,
    ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
    ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
  };
  if (existing) {
    sessionCache.forgetUser(existing.id);
    const [user] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date(), version: existing.version + 1 })
      .where(eq(users.id, existing.id))
      .returning();
    return { user: user as TUserRow, created: false };
  }
  const [user] = await db.insert(users).values(values).returning();
  return { user: user as TUserRow, created: true };
}
