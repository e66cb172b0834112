import type { TAccountManagerList } from '@newsroom/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { personName } from '../../lib/person-name';

/** The admins who may manage a customer account: every active admin, by name. */
export async function listAccountManagers(db: TDbOrTx): Promise<TAccountManagerList> {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(and(eq(users.userRole, 'admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return {
    account_managers: rows.map((row) => ({
      id: row.id,
      name: personName(row.firstName, row.lastName) || row.email,
    })),
  };
}
