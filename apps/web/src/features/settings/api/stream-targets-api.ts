import {
  settingsEndpoints,
  type TStreamTargetKey,
  type TStreamTargetUpdate,
} from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

const KEY = ['settings', 'stream-targets'] as const;

/** Read afresh each time the screen opens: another admin may have changed them a moment ago. */
export function useStreamTargets() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => call(settingsEndpoints.listStreamTargets, { signal, fresh: true }),
  });
}

export function useUpdateStreamTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: ({
      target,
      change,
    }: {
      target: TStreamTargetKey;
      change: TStreamTargetUpdate['stream_target'];
    }) =>
      call(settingsEndpoints.updateStreamTarget, {
        params: { target },
        body: { stream_target: change },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useStreamTargetHistory = (target: TStreamTargetKey) =>
  useHistory(settingsEndpoints.streamTargetHistory, { target }, KEY);
