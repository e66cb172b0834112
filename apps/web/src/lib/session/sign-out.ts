import { authEndpoints } from '@newsroom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { setAuthorized } from '../api/auth-state';
import { call } from '../api/call';
import { clearReusedGets } from '../api/get-reuse';
import { CURRENT_USER_KEY } from './current-user';

/**
 * SPEC §4: the flag goes false when sign-out starts and back to true if it fails.
 * A plain hook rather than `useMutation`: the header is on every screen, and most
 * screens never load TanStack Query's mutation code.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const signOut = useCallback(async () => {
    setPending(true);
    setAuthorized(false);
    try {
      await call(authEndpoints.signOut);
      clearReusedGets();
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    } catch (error) {
      setAuthorized(true);
      throw error;
    } finally {
      setPending(false);
    }
  }, [queryClient]);
  return { signOut, isPending };
}
