import type { TAdminGroup } from '@newsroom/contract';
import type { TDb } from '../../src/db/client';
import { type TUserRow, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';

export const TEST_PASSWORD = 'correct horse battery';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

let passwordHash: Promise<string> | undefined;
/** Hashing is slow on purpose; tests share one hash of TEST_PASSWORD. */
const testPasswordHash = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

export type TTestUser = TUserRow & { password: string };

export async function createAdmin(
  db: TDb,
  options: { group?: TAdminGroup; email?: string; disabled?: boolean } = {},
): Promise<TTestUser> {
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `admin-${next()}@example.test`,
      firstName: 'Test',
      lastName: options.group ?? 'super_admin',
      passwordHash: await testPasswordHash(),
      userRole: 'admin',
      adminGroup: options.group ?? 'super_admin',
      disabledAt: options.disabled ? new Date() : null,
    })
    .returning();
  return { ...(user as TUserRow), password: TEST_PASSWORD };
}

export async function createCustomer(
  db: TDb,
  options: { customerType?: string; email?: string } = {},
): Promise<TTestUser> {
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `customer-${next()}@example.test`,
      firstName: 'Test',
      lastName: 'Customer',
      passwordHash: await testPasswordHash(),
      userRole: 'customer',
      customerType: options.customerType ?? 'active',
    })
    .returning();
  return { ...(user as TUserRow), password: TEST_PASSWORD };
}
