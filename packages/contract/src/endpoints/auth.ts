import {
  ZCurrentUser,
  ZMessageResponse,
  ZPasswordInstructionsRequest,
  ZPasswordResetRequest,
  ZSignInRequest,
  ZSignInResponse,
  ZTokenVerificationRequest,
} from '../schemas/auth';
import { ZNoContent } from '../schemas/common';
import { defineEndpoint } from './define-endpoint';

const common = { tags: ['auth'] } as const;

/** SPEC §7 Auth and DESIGN §2: the calls that start and end a session. */
export const authEndpoints = {
  currentUser: defineEndpoint({
    ...common,
    method: 'GET',
    path: '/current_user.json',
    access: 'signed_in',
    summary: 'The signed-in user',
    response: ZCurrentUser,
  }),
  signIn: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/users/sign_in.json',
    access: 'public',
    summary:
      'Sign in with e-mail and password; with sign-in verification on, answers `{verification_required, email}` and mails a code',
    body: ZSignInRequest,
    response: ZSignInResponse,
    errors: [401, 429],
  }),
  signOut: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: '/users/sign_out',
    access: 'public',
    summary: 'Sign out: the session ends on the server',
    response: ZNoContent,
    status: 204,
  }),
  // The one /api/admin call without a session: the e-mailed code is checked before any group.
  verifySignIn: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/admin/users/admins/token_verifications',
    access: 'public',
    summary: 'Complete a sign-in with the e-mailed code',
    body: ZTokenVerificationRequest,
    response: ZCurrentUser,
    errors: [401, 429],
  }),
  passwordInstructions: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/users/password_instructions',
    access: 'public',
    summary: 'Mail a password reset link (the same answer for every address)',
    body: ZPasswordInstructionsRequest,
    response: ZMessageResponse,
    errors: [429],
  }),
  resetPassword: defineEndpoint({
    ...common,
    method: 'POST',
    path: '/api/users/password',
    access: 'public',
    summary: 'Set a new password with the mailed one-time token',
    body: ZPasswordResetRequest,
    response: ZMessageResponse,
    errors: [429],
  }),
};
