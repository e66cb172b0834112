import { authEndpoints } from '@newsroom/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';

export function useRequestPasswordInstructions() {
  return useMutation({
    mutationFn: (email: string) => call(authEndpoints.passwordInstructions, { body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { reset_password_token: string; password: string }) =>
      call(authEndpoints.resetPassword, { body: input }),
  });
}
