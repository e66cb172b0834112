import type { TTagList, TVideoBulkAction, TVideoBulkResult } from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Tags of a locale matching what the admin types, for the bulk tag picker. */
export function useTagOptions(locale: string, q: string) {
  return useQuery({
    queryKey: ['videos', 'tag-options', locale, q],
    queryFn: ({ signal }) =>
      apiJson<TTagList>('/api/admin/content/tags', {
        params: { locale, q: q || undefined, per_page: 20 },
        signal,
      }),
  });
}
