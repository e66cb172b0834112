import { API_PATHS, type TCurrentUser, type TSignInResponse } from '@newsroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAuthorized } from '../api/auth-state';
import { ApiRequestError, apiJson, apiRequest } from '../api/client';
import { clearReusedGets } from '../api/get-reuse';
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

/** SPEC §4: the flag goes false when sign-out starts and back to true if it fails. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      setAuthorized(false);
      const response = await apiRequest(API_PATHS.signOut, { method: 'DELETE' });
      if (!response.ok) throw new ApiRequestError(response.status, []);
    },
    onSuccess: () => {
      clearReusedGets();
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
    onError: () => setAuthorized(true),
  });
}
