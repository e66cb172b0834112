import { API_PATHS, type TCurrentUser, type TSignInResponse } from '@newsroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAuthorized } from '../api/auth-state';
import { apiJson } from '../api/client';
import { CURRENT_USER_KEY } from './current-user';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: { email: string; password: string }) =>
      apiJson<TSignInResponse>(API_PATHS.signIn, { method: 'POST', body: { user: form } }),
    onSuccess: (result) => {
      if ('verification_required' in result) return;
      setAuthorized(true);
      queryClient.setQueryData(CURRENT_USER_KEY, result);
    },
  });
}

export function useVerifySignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiJson<TCurrentUser>(API_PATHS.adminVerify, { method: 'POST', body: { token } }),
    onSuccess: (user) => {
      setAuthorized(true);
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
  });
}
