import { type TVideoBulkAction, tagEndpoints, videoEndpoints } from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Tags of a locale matching what the admin types, for the bulk tag picker. */
export function useTagOptions(locale: string, q: string) {
  return useQuery({
    queryKey: ['videos', 'tag-options', locale, q],
    queryFn: ({ signal }) =>
      call(tagEndpoints.list, {
        query: { locale, q: q || undefined, per_page: 20 },
        signal,
      }),
  });
}
