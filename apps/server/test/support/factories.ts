import type { TAdminGroup } from '@newsroom/contract';
import { inject } from 'vitest';
import type { TDb } from '../../src/db/client';
import { type TUserRow, users } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { TEST_PASSWORD } from './password';

export { TEST_PASSWORD };

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

let passwordHash: Promise<string> | undefined;
/** Hashing is slow on purpose: the whole run shares one hash of TEST_PASSWORD, made in global setup. */
const testPasswordHash = () => {
  const provided = inject('testPasswordHash');
  passwordHash ??= provided ? Promise.resolve(provided) : hashPassword(TEST_PASSWORD);
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

export type TCustomerOptions = {
  customerType?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  confirmed?: boolean;
  companyId?: number;
  countryId?: number;
};

/** A customer; `customerType: 'unconfirmed'` makes a new one whose address is unconfirmed. */
export async function createCustomer(db: TDb, options: TCustomerOptions = {}): Promise<TTestUser> {
  const unconfirmed = options.customerType === 'unconfirmed';
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `customer-${next()}@example.test`,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? 'Customer',
      passwordHash: await testPasswordHash(),
      userRole: 'customer',
      customerType: unconfirmed ? 'new' : (options.customerType ?? 'active'),
      confirmed: options.confirmed ?? !unconfirmed,
      companyId: options.companyId,
      countryId: options.countryId,
    })
    .returning();
  return { ...(user as TUserRow), password: TEST_PASSWORD };
}

/** One rung of a transcoder profile's ladder (720p H.264), for the profiles a test saves. */
export const RUNG_720P = {
  width: 1280,
  height: 720,
  video_bitrate: 3000,
  audio_bitrate: 128,
  codec: 'h264',
  frame_rate: 29.97,
};
