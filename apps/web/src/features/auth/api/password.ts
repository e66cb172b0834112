import { API_PATHS } from '@newsroom/contract';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api/client';

export function useRequestPasswordInstructions() {
  return useMutation({
    mutationFn: (email: string) =>
      apiJson<{ message: string }>(API_PATHS.passwordInstructions, {
        method: 'POST',
        body: { email },
      }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { reset_password_token: string; password: string }) =>
      apiJson<{ message: string }>(API_PATHS.passwordReset, { method: 'POST', body: input }),
  });
}
