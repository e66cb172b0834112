import {
  API_PATHS,
  ZCurrentUser,
  ZErrorResponse,
  ZTokenVerificationRequest,
} from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkAdminCanSignIn } from '../../services/auth/check-credentials';
import { findUserById } from '../../services/auth/users';
import { completeVerification, PENDING_COOKIE } from '../../services/auth/verification';
import { limitFailedAttempts } from '../../services/rate-limit/auth-limits';
import { openSession } from './open-session';

export const tokenVerificationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.adminVerify,
    {
      schema: {
        tags: ['auth'],
        summary: 'Complete a sign-in with the e-mailed code',
        body: ZTokenVerificationRequest,
        response: {
          200: ZCurrentUser,
          401: ZErrorResponse,
          422: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
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
    },
  );
};
