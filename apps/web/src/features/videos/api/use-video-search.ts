import { videoEndpoints } from '@newsroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type TCallInput } from '../../../lib/api/call';

/** The search state the screen sends: the definition's query (SPEC §7 Videos). */
export type TVideoSearchParams = NonNullable<TCallInput<typeof videoEndpoints.search>['query']>;

/** An aborted request is DOMException code 20 (AbortError): it shows no toast (SPEC §8). */
export const isAbort = (error: unknown) =>
  error instanceof DOMException && (error.code === 20 || error.name === 'AbortError');

/** The one search query, shared by the screen and the route's loader (which starts it early). */
export const videoSearchQuery = (params: TVideoSearchParams) => ({
  queryKey: ['videos', 'search', params] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(videoEndpoints.search, { query: params, signal }),
});

/**
 * The search, one request per search state. A newer search aborts the one in
 * flight: TanStack Query aborts the signal of a query nobody waits for any more.
 */
export function useVideoSearch(params: TVideoSearchParams) {
  return useQuery({ ...videoSearchQuery(params), placeholderData: keepPreviousData });
}
