import { preferenceEndpoints, type TAdminPreferences } from '@newsroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/call';
import { PREFERENCES_KEY } from './preferences-api';

/** Saves them; every date on screen follows at once (the answer replaces the cached ones). */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: TAdminPreferences) =>
      call(preferenceEndpoints.update, { body: { preferences } }),
    onSuccess: (saved) => queryClient.setQueryData(PREFERENCES_KEY, saved),
  });
}
