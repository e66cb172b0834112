import { videoListQueryOf } from '@newsroom/contract';
import type { TVideoSearchParams } from '../api/use-video-search';

/**
 * The search a videos list URL asks for (search, filters and page live in the URL): the
 * screen and the route's loader both read it here, and the server writing the first screen's
 * answer into index.html reads the same contract function, so the loader's early request is
 * the very one the screen then waits for, and the one the page already answers.
 */
export function videoSearchOf(pathname: string, params: URLSearchParams) {
  const trending = pathname.endsWith('/trending');
  const query = videoListQueryOf(pathname, params);
  const search: TVideoSearchParams = query;
  return {
    trending,
    q: query.q ?? '',
    page: query.page,
    sort: query.sort,
    status: query.status,
    search,
  };
}
