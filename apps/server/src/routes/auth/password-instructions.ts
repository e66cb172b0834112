import {
  API_PATHS,
  ZErrorResponse,
  ZMessageResponse,
  ZPasswordInstructionsRequest,
} from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPasswordInstructions } from '../../services/auth/password-reset';
import { limitEveryAttempt } from '../../services/rate-limit/auth-limits';

export const INSTRUCTIONS_SENT =
  'If this address belongs to an admin, a link to set a new password is on its way.';

export const passwordInstructionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.passwordInstructions,
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (the same answer for every address)',
        body: ZPasswordInstructionsRequest,
        response: { 200: ZMessageResponse, 422: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => {
      const { email } = request.body;
      await limitEveryAttempt(request, 'password_instructions', email);
      const publicUrl = app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      await sendPasswordInstructions(app.db, app.mailer, email, publicUrl, app.now());
      return { message: INSTRUCTIONS_SENT };
    },
  );
};
