import { API_PATHS, ZErrorResponse, ZSignInRequest, ZSignInResponse } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie } from '../../plugins/sessions';
import { checkCredentials } from '../../services/auth/check-credentials';
import {
  PENDING_COOKIE,
  startVerification,
  VERIFICATION_TTL_MS,
} from '../../services/auth/verification';
import { limitFailedAttempts } from '../../services/rate-limit/auth-limits';
import { readGeneralSettings } from '../../services/settings/general-settings';
import { openSession } from './open-session';

export const signInRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.signIn,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        description:
          'With sign-in verification on, answers `{verification_required, email}` and mails a code.',
        body: ZSignInRequest,
        response: {
          200: ZSignInResponse,
          401: ZErrorResponse,
          422: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body.user;
      const user = await limitFailedAttempts(request, 'sign_in', email, () =>
        checkCredentials(app.db, email, password),
      );
      const settings = await readGeneralSettings(app.db);
      if (!settings.sign_in_verification) return openSession(request, reply, user);

      const pendingToken = await startVerification(app.db, app.mailer, user, app.now());
      clearSessionCookie(app, reply);
      // Ties the e-mailed code to this browser: the code alone signs nobody in.
      reply.setCookie(PENDING_COOKIE, pendingToken, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.production,
        maxAge: VERIFICATION_TTL_MS / 1000,
      });
      return { verification_required: true as const, email: user.email };
    },
  );
};
