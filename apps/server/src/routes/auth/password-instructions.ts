import { authEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { enqueue } from '../../outbox';
import { passwordInstructionsJob } from '../../services/auth/password-instructions-job';
import { limitEveryAttempt } from '../../services/rate-limit/auth-limits';

export const INSTRUCTIONS_SENT =
  'If this address belongs to an admin, a link to set a new password is on its way.';

export const passwordInstructionsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, authEndpoints.passwordInstructions, async (request) => {
    const { email } = request.body;
    await limitEveryAttempt(request, 'password_instructions', email);
    // The same work for every address: whether it is an admin's is decided after the answer.
    await app.transact((tx) => enqueue(tx, passwordInstructionsJob, { email }));
    return { message: INSTRUCTIONS_SENT };
  });
};
