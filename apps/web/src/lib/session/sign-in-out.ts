import { authEndpoints } from '@newsroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAuthorized } from '../api/auth-state';
import { call } from '../api/call';
import { OWN_ERRORS } from '../query/failure-toast';
import { CURRENT_USER_KEY } from './current-user';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (form: { email: string; password: string }) =>
      call(authEndpoints.signIn, { body: { user: form } }),
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
    meta: OWN_ERRORS,
    mutationFn: (token: string) => call(authEndpoints.verifySignIn, { body: { token } }),
    onSuccess: (user) => {
      setAuthorized(true);
      queryClient.setQueryData(CURRENT_USER_KEY, user);
    },
  });
}
