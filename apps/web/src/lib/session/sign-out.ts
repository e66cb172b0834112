import { API_PATHS } from '@newsroom/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { setAuthorized } from '../api/auth-state';
import { ApiRequestError, apiRequest } from '../api/client';
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
      const response = await apiRequest(API_PATHS.signOut, { method: 'DELETE' });
      if (!response.ok) throw new ApiRequestError(response.status, []);
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
