import type { TEndpointDefinition } from '../endpoints/define-endpoint';
import { videoEndpoints } from '../endpoints/videos';
import { videoListQueryOf } from './video-search';

/** A GET the first screen of a route makes at once: its endpoint, path values and query. */
export type TFirstScreenRequest = {
  endpoint: TEndpointDefinition;
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
};

/**
 * The routes (paths under /cms as the web app's routes write them, `:name` for a parameter)
 * whose first screen's data the server answers inside index.html, so the screen renders its
 * rows without a round trip after the scripts. `of` gets the page's path, the values of the
 * route's parameters and its search parameters, and gives the request the screen makes.
 */
export const FIRST_SCREEN_REQUESTS: {
  path: string;
  of: (
    pathname: string,
    values: Record<string, string>,
    search: URLSearchParams,
  ) => TFirstScreenRequest;
}[] = [
  {
    path: 'content/videos/all',
    of: (pathname, _values, search) => ({
      endpoint: videoEndpoints.search,
      query: videoListQueryOf(pathname, search),
    }),
  },
  {
    path: 'content/videos/trending',
    of: (pathname, _values, search) => ({
      endpoint: videoEndpoints.search,
      query: videoListQueryOf(pathname, search),
    }),
  },
];
