import type { TEndpointDefinition, TEndpointResponse } from '@newsroom/contract';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { call, type TCallInput } from '../api/call';

type TListInput<E extends TEndpointDefinition> = Omit<TCallInput<E>, 'signal'>;

/** The query of a list endpoint's page, for `useListQuery` and for a route's prefetch. */
export function listQueryOptions<E extends TEndpointDefinition>(
  queryKey: QueryKey,
  endpoint: E,
  input: TListInput<E>,
) {
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      (call as (e: E, i: TCallInput<E>) => Promise<TEndpointResponse<E>>)(endpoint, {
        ...input,
        signal,
      } as TCallInput<E>),
  };
}

/**
 * A page of a list endpoint: cancelled when its inputs change, and the previous page kept on
 * screen (dimmed by QueryState's caller) while the next one loads.
 */
export function useListQuery<E extends TEndpointDefinition>(
  queryKey: QueryKey,
  endpoint: E,
  input: TListInput<E>,
  options: { enabled?: boolean; refetchInterval?: number } = {},
) {
  return useQuery<TEndpointResponse<E>>({
    ...listQueryOptions(queryKey, endpoint, input),
    placeholderData: keepPreviousData,
    ...options,
  });
}
