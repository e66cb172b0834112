import type { TCurrentUser } from '@newsroom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionToken, setSessionCookie } from '../../plugins/sessions';
import type { TUserRow } from '../../services/auth/check-credentials';
import { presentCurrentUser } from '../../services/auth/present-user';
import { createSession, deleteSession } from '../../services/auth/sessions';

/** Signs the user in with a brand-new session id (no fixation), ending the browser's previous session. */
export async function openSession(
  request: FastifyRequest,
  reply: FastifyReply,
  user: TUserRow,
): Promise<TCurrentUser> {
  const app = request.server;
  const previous = sessionToken(request);
  const session = await app.transact(async (tx) => {
    if (previous) await deleteSession(tx, previous);
    return createSession(
      tx,
      { userId: user.id, now: app.now(), ip: request.ip, userAgent: request.headers['user-agent'] },
      app.config,
    );
  });
  setSessionCookie(app, reply, session.token, session.absoluteMs);
  return presentCurrentUser({ ...user, sessionId: '', sessionExpiresAt: session.expiresAt });
}
