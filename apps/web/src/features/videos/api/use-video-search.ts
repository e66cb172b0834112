import type { TVideoSearchResult } from '@newsroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api/client';

export type TVideoSearchParams = {
  q?: string;
  page: number;
  sort: 'newest' | 'oldest' | 'trending' | 'views';
  status?: string;
  locale?: string;
};

export const VIDEO_SEARCH_PATH = '/api/admin/content/video_projects/search';

/** An aborted request is DOMException code 20 (AbortError): it shows no toast (SPEC §8). */
export const isAbort = (error: unknown) =>
  error instanceof DOMException && (error.code === 20 || error.name === 'AbortError');

/**
 * The search, one request per search state. A newer search aborts the one in
 * flight: TanStack Query aborts the signal of a query nobody waits for any more.
 */
export function useVideoSearch(params: TVideoSearchParams) {
  return useQuery({
    queryKey: ['videos', 'search', params],
    queryFn: ({ signal }) => apiJson<TVideoSearchResult>(VIDEO_SEARCH_PATH, { params, signal }),
    placeholderData: keepPreviousData,
  });
}
