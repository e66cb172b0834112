import { type TVideoBulkAction, videoEndpoints } from '@newsroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (input: TVideoBulkAction) => call(videoEndpoints.bulk, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['videos'] }),
  });
}
