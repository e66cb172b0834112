import { authEndpoints } from '@newsroom/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

export function useRequestPasswordInstructions() {
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (email: string) => call(authEndpoints.passwordInstructions, { body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (input: { reset_password_token: string; password: string }) =>
      call(authEndpoints.resetPassword, { body: input }),
  });
}
