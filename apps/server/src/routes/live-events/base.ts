import type { FastifyRequest } from 'fastify';

export const LIVE = '/api/admin/content/live';

/** The signed-in admin as the access policy and history see them (the access plugin ensured one). */
export function actorOf(request: FastifyRequest) {
  const user = request.currentUser;
  if (!user) throw new Error('access plugin let an anonymous call through');
  return { id: user.id, user_role: user.userRole, admin_group: user.adminGroup };
}
