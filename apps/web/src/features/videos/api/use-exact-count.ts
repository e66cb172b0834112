import { type TVideoBulkAction, videoEndpoints } from '@newsroom/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';

type TSearch = TVideoBulkAction['query'];

/** Asked afresh each time: it is what a bulk action over "all" is confirmed against. */
const exactCountQuery = (query: TSearch) => ({
  queryKey: ['videos', 'exact-count', query],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(videoEndpoints.search, {
      query: { ...query, count: 'exact', per_page: 1 },
      signal,
      fresh: true,
    }).then((result) => result.count),
  staleTime: 0,
});

/**
 * Every match of a search, counted exactly (`count=exact`): a list's count stops at
 * VIDEO_SEARCH_COUNT_CAP ("1,000+"), a bulk action over all of them needs the number.
 */
export function useExactCount(query: TSearch, enabled: boolean) {
  return useQuery({ ...exactCountQuery(query), enabled });
}

export function fetchExactCount(queryClient: QueryClient, query: TSearch) {
  return queryClient.fetchQuery(exactCountQuery(query));
}
