import type { TEndpointDefinition, THistoryList } from '@newsroom/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, type TCallInput } from '../api/call';

/** Any area's history endpoint: GET, `?before_id=`, the shared history answer. */
export type THistoryEndpoint = TEndpointDefinition & { method: 'GET'; path: string };

/**
 * One record's history, page by page (`next_before_id` of the last page asks for the older
 * entries). The same for every area: tags, dashboard tags, live events, ads.
 */
export function useHistory<E extends THistoryEndpoint>(
  endpoint: E,
  params: TCallInput<E>['params'],
  /** The area's query key, so its writes refresh the history too. */
  areaKey: readonly unknown[] = [],
) {
  return useInfiniteQuery({
    queryKey: [...areaKey, 'history', endpoint.path, params],
    queryFn: ({ pageParam, signal }) =>
      call(endpoint, {
        params,
        query: pageParam ? { before_id: pageParam } : {},
        signal,
      } as unknown as TCallInput<E>) as Promise<THistoryList>,
    initialPageParam: 0,
    getNextPageParam: (last: THistoryList) => last.next_before_id ?? undefined,
  });
}
