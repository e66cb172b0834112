import { authEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { checkAdminCanSignIn } from '../../services/auth/check-credentials';
import { findUserById } from '../../services/auth/users';
import { completeVerification, PENDING_COOKIE } from '../../services/auth/verification';
import { limitFailedAttempts } from '../../services/rate-limit/auth-limits';
import { openSession } from './open-session';

export const tokenVerificationRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, authEndpoints.verifySignIn, async (request, reply) => {
    const pendingToken = request.cookies[PENDING_COOKIE];
    const userId = await limitFailedAttempts(
      request,
      'token_verification',
      pendingToken?.slice(0, 64),
      // No transaction: a wrong code must stay counted when the call fails.
      () => completeVerification(app.db, pendingToken, request.body.token, app.now()),
    );
    const user = checkAdminCanSignIn(await findUserById(app.db, userId));
    reply.clearCookie(PENDING_COOKIE, { path: '/' });
    return openSession(request, reply, user);
  });
};
