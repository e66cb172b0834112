import { authEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
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

export const signInRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, authEndpoints.signIn, async (request, reply) => {
    const { email, password } = request.body.user;
    const user = await limitFailedAttempts(request, 'sign_in', email, () =>
      checkCredentials(app.db, email, password),
    );
    const settings = await readGeneralSettings(app.db);
    if (!settings.sign_in_verification) return openSession(request, reply, user);

    const pendingToken = await app.transact((tx) => startVerification(tx, user, app.now()));
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
  });
};
