import {
  API_PATHS,
  ZErrorResponse,
  ZMessageResponse,
  ZPasswordResetRequest,
} from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetPassword } from '../../services/auth/password-reset';
import { limitFailedAttempts } from '../../services/rate-limit/auth-limits';

export const passwordResetRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.passwordReset,
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed one-time token',
        body: ZPasswordResetRequest,
        response: { 200: ZMessageResponse, 422: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => {
      const { reset_password_token, password } = request.body;
      await limitFailedAttempts(request, 'password_reset', undefined, () =>
        app.transact((tx) => resetPassword(tx, reset_password_token, password, app.now())),
      );
      return { message: 'Your password is set. Sign in with it now.' };
    },
  );
};
