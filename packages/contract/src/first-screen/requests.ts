import type { TEndpointDefinition } from '../endpoints/define-endpoint';
import { newsletterEndpoints } from '../endpoints/newsletters';
import { referenceEndpoints } from '../endpoints/reference';
import { tagEndpoints } from '../endpoints/tags';
import { videoEndpoints } from '../endpoints/videos';
import { liveEventPageRequests } from './live-event';
import { newsletterKindOf } from './newsletters';
import { listParamsOf, tagListQuery } from './tag-list';
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
 * route's parameters and its search parameters, and gives the requests the screen makes at once.
 * Each answer is written only when the admin may call its endpoint and the server answers 200.
 */
export const FIRST_SCREEN_REQUESTS: {
  path: string;
  of: (
    pathname: string,
    values: Record<string, string>,
    search: URLSearchParams,
  ) => TFirstScreenRequest[];
}[] = [
  {
    path: 'content/videos/all',
    of: (pathname, _values, search) => [
      { endpoint: videoEndpoints.search, query: videoListQueryOf(pathname, search) },
    ],
  },
  {
    path: 'content/videos/trending',
    of: (pathname, _values, search) => [
      { endpoint: videoEndpoints.search, query: videoListQueryOf(pathname, search) },
    ],
  },
  {
    path: 'content/tags/:locale',
    of: (_pathname, { locale = 'en' }, search) => {
      const { q, page } = listParamsOf(search);
      return [
        { endpoint: tagEndpoints.list, query: tagListQuery(locale, q, page) },
        // The locale picker's list.
        { endpoint: referenceEndpoints.locales },
      ];
    },
  },
  {
    path: 'content/live-event/:slug',
    of: (_pathname, { slug = '' }, search) => liveEventPageRequests(slug, search),
  },
  {
    // A type that is no kind shows as not found and asks nothing.
    path: 'newsletters/:type',
    of: (_pathname, { type }) => {
      const kind = newsletterKindOf(type);
      return kind ? [{ endpoint: newsletterEndpoints.list, params: { kind } }] : [];
    },
  },
];
