import { adsEndpoints } from '../endpoints/ads';
import { countryEndpoints } from '../endpoints/countries';
import { CUSTOMER_LIST_ENDPOINTS, customerEndpoints } from '../endpoints/customers';
import type { TEndpointDefinition } from '../endpoints/define-endpoint';
import { newsletterEndpoints } from '../endpoints/newsletters';
import { referenceEndpoints } from '../endpoints/reference';
import { tagEndpoints } from '../endpoints/tags';
import { videoEndpoints } from '../endpoints/videos';
import { bannerListQuery } from './banner-list';
import { customerListQueryOf } from './customer-list';
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
    // `users/admins` is a route of its own but matches here too: only the customers lists answer.
    path: 'users/:type',
    of: (_pathname, { type = '' }, search) => {
      if (!Object.hasOwn(CUSTOMER_LIST_ENDPOINTS, type)) return [];
      const list = CUSTOMER_LIST_ENDPOINTS[type as keyof typeof CUSTOMER_LIST_ENDPOINTS];
      return [
        { endpoint: list, query: customerListQueryOf(search) },
        // The tabs' counts.
        { endpoint: customerEndpoints.counts },
        // A filter's choices only when the URL filters by it: its field then names the choice.
        ...(search.has('country_id') ? [{ endpoint: referenceEndpoints.countries }] : []),
        ...(search.has('account_manager_id')
          ? [{ endpoint: customerEndpoints.accountManagers }]
          : []),
      ];
    },
  },
  {
    path: 'ads/banners/:locale',
    of: (_pathname, { locale = '' }) => [
      { endpoint: adsEndpoints.listBanners, query: bannerListQuery(locale) },
      // The locale picker's list.
      { endpoint: referenceEndpoints.locales },
    ],
  },
  {
    path: 'settings/countries/content',
    of: () => [
      { endpoint: countryEndpoints.listRegions },
      { endpoint: countryEndpoints.listContentCountries },
    ],
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
