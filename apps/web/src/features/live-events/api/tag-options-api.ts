import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api/client';

export type TTagOption = { id: number; name: string; locale: string };

/** English tags whose name matches the search (all of them for an empty one), 50 at most. */
export function useTagOptions(q: string) {
  return useQuery({
    queryKey: ['tags', 'pick', q],
    queryFn: ({ signal }) =>
      apiJson<{ tags: TTagOption[] }>('/api/admin/content/tags', {
        params: { locale: 'en', per_page: 50, ...(q ? { q } : {}) },
        signal,
      }),
  });
}
