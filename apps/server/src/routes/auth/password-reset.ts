import { authEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { resetPassword } from '../../services/auth/password-reset';
import { limitFailedAttempts } from '../../services/rate-limit/auth-limits';

export const passwordResetRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, authEndpoints.resetPassword, async (request) => {
    const { reset_password_token, password } = request.body;
    await limitFailedAttempts(request, 'password_reset', undefined, () =>
      app.transact((tx) => resetPassword(tx, reset_password_token, password, app.now())),
    );
    return { message: 'Your password is set. Sign in with it now.' };
  });
};
