import { VIDEO_STATUSES } from '@newsroom/contract';
import type { TVideoSearchParams } from '../api/use-video-search';

/**
 * The search a videos list URL asks for (search, filters and page live in the URL): the
 * screen and the route's loader both read it here, so the loader's early request is the
 * very one the screen then waits for.
 */
export function videoSearchOf(pathname: string, params: URLSearchParams) {
  const trending = pathname.endsWith('/trending');
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort =
    (params.get('sort') as TVideoSearchParams['sort'] | null) ?? (trending ? 'trending' : 'newest');
  const status = VIDEO_STATUSES.find((value) => value === params.get('status'));
  const search: TVideoSearchParams = { q: q || undefined, page, sort, status };
  return { trending, q, page, sort, status, search };
}
