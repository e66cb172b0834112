import type { FastifyRequest } from 'fastify';

/**
 * The signed-in admin acting in this request, as the access policy and history see
 * them; the one way routes read who acts. Only for routes the access plugin guards
 * with a session (every /api/admin route): it throws if one was let through without.
 */
export function actorOf(request: FastifyRequest) {
  const user = request.currentUser;
  if (!user) throw new Error('access plugin let an anonymous call through');
  return { id: user.id, user_role: user.userRole, admin_group: user.adminGroup };
}
