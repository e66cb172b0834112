import { z } from 'zod';
import { defineJob } from '../../outbox/define-job';
import { mailPasswordInstructions } from './password-reset';

/**
 * A request for a reset link. The request only queues this job, the same for every address,
 * so neither its answer nor its time tells whether the address is an admin's; the lookup,
 * the token and the mail happen here, after the answer.
 */
export const passwordInstructionsJob = defineJob({
  kind: 'auth.password_instructions',
  payload: z.object({ email: z.string().min(1).max(320) }),
  maxAttempts: 5,
  handle: ({ email }, { db, mailer, config, now }) =>
    mailPasswordInstructions(db, mailer, email, config.publicUrl, now()),
});
