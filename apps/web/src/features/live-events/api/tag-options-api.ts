import { tagEndpoints } from '@newsroom/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';

/** Tags of the English list matching what the admin types, for the event's tag picker. */
export function useTagOptions(q: string) {
  return useQuery({
    queryKey: ['tags', 'pick', q],
    queryFn: ({ signal }) =>
      call(tagEndpoints.list, {
        query: { locale: 'en', per_page: 50, ...(q ? { q } : {}) },
        signal,
      }),
  });
}
