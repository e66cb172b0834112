import { VIDEO_SORTS, VIDEO_STATUSES } from '../constants';

/** The search a videos list asks for: the query of `videoEndpoints.search`. */
export type TVideoListQuery = {
  q?: string;
  page: number;
  sort: (typeof VIDEO_SORTS)[number];
  status?: (typeof VIDEO_STATUSES)[number];
};

/**
 * The search a videos list URL (`/content/videos/all`, `/trending`; search, filters and page in
 * its query) asks for. The screen, its route loader and the server writing the first screen's
 * answer into index.html all read it here, so the three ask the very same request.
 */
export function videoListQueryOf(pathname: string, params: URLSearchParams): TVideoListQuery {
  const trending = pathname.endsWith('/trending');
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort =
    VIDEO_SORTS.find((value) => value === params.get('sort')) ?? (trending ? 'trending' : 'newest');
  const status = VIDEO_STATUSES.find((value) => value === params.get('status'));
  return { q: q || undefined, page, sort, status };
}
