import { preferenceEndpoints, type TAdminPreferences } from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/call';
import { useCurrentUser } from './current-user';

export const PREFERENCES_KEY = ['preferences'] as const;

/** The signed-in admin's own preferences (the time zone dates are shown in); none signed out. */
export function usePreferences() {
  const { user } = useCurrentUser();
  return useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => call(preferenceEndpoints.get, { signal }),
    enabled: Boolean(user),
    staleTime: 10 * 60_000,
  });
}

/** Saves them; every date on screen follows at once (the answer replaces the cached ones). */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: TAdminPreferences) =>
      call(preferenceEndpoints.update, { body: { preferences } }),
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
  });
}
