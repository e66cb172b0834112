import { preferenceEndpoints } from '@newsroom/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/call';
import { useCurrentUser } from './current-user';

// Saving lives in save-preferences.ts: every list's dates read this file, and useMutation
// would come with it onto the first screen.
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
