import { settingsEndpoints, type TGeneralSettingsUpdate } from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

const KEY = ['settings', 'general'] as const;

/** Read afresh each time the screen opens: another admin may have changed them a moment ago. */
export function useGeneralSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(settingsEndpoints.getGeneral, { signal, fresh: true }),
  });
}

export function useUpdateGeneralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (settings: TGeneralSettingsUpdate['settings']) =>
      call(settingsEndpoints.updateGeneral, { body: { settings } }),
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useGeneralSettingsHistory = () =>
  useHistory(settingsEndpoints.generalHistory, undefined, KEY);
