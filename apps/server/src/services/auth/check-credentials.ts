import type { TDbOrTx } from '../../db/client';
import type { TUserRow } from '../../db/schema';

export type { TUserRow };

import { HttpError } from '../../lib/http-error';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { findUserByEmail } from './users';

export const invalidCredentials = () => new HttpError(401, 'invalid_credentials');

/** Only enabled admins may sign in to the back office. */
export function checkAdminCanSignIn(user: TUserRow | null): TUserRow {
  if (user?.userRole !== 'admin' || user.disabledAt) throw invalidCredentials();
  return user;
}

/**
 * The admin with this e-mail and password. Unknown e-mail, wrong password,
 * a disabled account and a non-admin all fail the same way, in about the same time.
 */
export async function checkCredentials(
  db: TDbOrTx,
  email: string,
  password: string,
): Promise<TUserRow> {
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) {
    await verifyAgainstDummy(password);
    throw invalidCredentials();
  }
  const matches = await verifyPassword(user.passwordHash, password);
  if (!matches) throw invalidCredentials();
  return checkAdminCanSignIn(user);
}
