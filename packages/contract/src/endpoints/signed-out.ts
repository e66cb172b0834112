import { authEndpoints } from './auth';
import { referenceEndpoints } from './reference';

/**
 * SPEC §7 "Client behaviour": while signed out, only these calls leave the browser. The
 * "further shared constant path" is the password path, which covers asking for reset
 * instructions and setting the new password.
 */
export const SIGNED_OUT_PASSWORD_PATH = authEndpoints.resetPassword.path;
export const SIGNED_OUT_ALLOWED_PATHS: readonly string[] = [
  authEndpoints.currentUser.path,
  authEndpoints.verifySignIn.path,
  authEndpoints.signOut.path,
  authEndpoints.signIn.path,
  referenceEndpoints.timeZones.path,
];

export function isSignedOutAllowedPath(path: string): boolean {
  const bare = path.split('?')[0] ?? path;
  return SIGNED_OUT_ALLOWED_PATHS.includes(bare) || bare.startsWith(SIGNED_OUT_PASSWORD_PATH);
}
