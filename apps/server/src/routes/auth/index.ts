import type { FastifyPluginAsync } from 'fastify';
import { currentUserRoute } from './current-user';
import { passwordInstructionsRoute } from './password-instructions';
import { passwordResetRoute } from './password-reset';
import { signInRoute } from './sign-in';
import { signOutRoute } from './sign-out';
import { tokenVerificationRoute } from './token-verification';

/** SPEC §7 Auth and DESIGN §2. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(currentUserRoute);
  await app.register(signInRoute);
  await app.register(signOutRoute);
  await app.register(tokenVerificationRoute);
  await app.register(passwordInstructionsRoute);
  await app.register(passwordResetRoute);
};
