import { isAdminGroup, type TCurrentUser } from '@newsroom/contract';
import type { TSessionUser } from './sessions';

export function presentCurrentUser(user: TSessionUser): TCurrentUser {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    user_role: user.userRole,
    admin_group: isAdminGroup(user.adminGroup) ? user.adminGroup : null,
    session_expires_at: user.sessionExpiresAt.toISOString(),
  };
}
