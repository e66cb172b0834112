import type { TVideoBulkAction, TVideoBulkResult } from '@newsroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api/client';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

export function useBulkAction() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (input: TVideoBulkAction) =>
      apiJson<TVideoBulkResult>('/api/admin/content/video_projects/bulk', {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['videos'] }),
  });
}
