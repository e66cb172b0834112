import { authEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { sendPasswordInstructions } from '../../services/auth/password-reset';
import { limitEveryAttempt } from '../../services/rate-limit/auth-limits';

export const INSTRUCTIONS_SENT =
  'If this address belongs to an admin, a link to set a new password is on its way.';

export const passwordInstructionsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, authEndpoints.passwordInstructions, async (request) => {
    const { email } = request.body;
    await limitEveryAttempt(request, 'password_instructions', email);
    const publicUrl = app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
    await sendPasswordInstructions(app.db, app.mailer, email, publicUrl, app.now());
    return { message: INSTRUCTIONS_SENT };
  });
};
