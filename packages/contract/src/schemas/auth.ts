import { z } from 'zod';
import { ADMIN_GROUPS, USER_ROLES } from '../access/admin-groups';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid e-mail address' }));

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters`);

export const ZSignInRequest = z.strictObject({
  user: z.strictObject({
    email: z.string().trim().min(1, 'E-mail is required').max(320),
    password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
  }),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

export const ZCurrentUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  user_role: z.enum(USER_ROLES),
  admin_group: z.enum(ADMIN_GROUPS).nullable(),
  session_expires_at: z.string(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/** Sign-in answers either the user or that an e-mailed code is needed (DESIGN §2). */
export const ZSignInResponse = z.union([
  ZCurrentUser,
  z.object({ verification_required: z.literal(true), email: z.string() }),
]);
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

export const ZPasswordInstructionsRequest = z.strictObject({
  email: z.string().trim().min(1, 'E-mail is required').max(320),
});

export const ZTokenVerificationRequest = z.strictObject({
  token: z.string().trim().min(1, 'Token is required').max(200),
});

export const ZPasswordResetRequest = z.strictObject({
  reset_password_token: z.string().min(1, 'Token is required').max(200),
  password: ZPassword,
});

export const ZMessageResponse = z.object({ message: z.string() });
