import { adsEndpoints } from '../endpoints/ads';
import { countryEndpoints } from '../endpoints/countries';
import { CUSTOMER_LIST_ENDPOINTS, customerEndpoints } from '../endpoints/customers';
import type { TEndpointDefinition } from '../endpoints/define-endpoint';
import { newsletterEndpoints } from '../endpoints/newsletters';
import { planningEndpoints } from '../endpoints/planning';
import { referenceEndpoints } from '../endpoints/reference';
import { statisticsEndpoints } from '../endpoints/statistics';
import { tagEndpoints } from '../endpoints/tags';
import { teletraxEndpoints } from '../endpoints/teletrax';
import { termsEndpoints } from '../endpoints/terms';
import { videoEndpoints } from '../endpoints/videos';
import { currentZoneName } from '../time-zone-names';
import { bannerListQuery } from './banner-list';
import { customerListQueryOf } from './customer-list';
import { liveEventPageRequests } from './live-event';
import { newsletterKindOf } from './newsletters';
import { dayKey, planningFiltersOf, planningListQuery, readPlanView } from './planning-view';
import { listParamsOf, tagListQuery } from './tag-list';
import { isBadTargetLogRange, targetLogFilterOf, targetLogsQuery } from './target-logs';
import {
  teletraxFiltersOf,
  teletraxListQuery,
  teletraxTotalsByOf,
  teletraxTotalsQuery,
} from './teletrax';
import { videoListQueryOf } from './video-search';

/** A GET the first screen of a route makes at once: its endpoint, path values and query. */
export type TFirstScreenRequest = {
  endpoint: TEndpointDefinition;
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
};

/**
 * The page's clock: the moment the server makes the page (the server's render reads the same
 * one, and the app's first render takes it from the page: lib/page/page-clock) and the browser's
 * zone from its clock cookie, unknown without it. A screen whose first request depends on the day
 * (the planning's "this week") builds it from these, never from Date.now().
 */
export type TFirstScreenClock = { now: number; timeZone?: string };

/**
 * The routes (paths under /cms as the web app's routes write them, `:name` for a parameter)
 * whose first screen's data the server answers inside index.html, so the screen renders its
 * rows without a round trip after the scripts. `of` gets the page's path, the values of the
 * route's parameters, its search parameters and the page's clock, and gives the requests the screen makes at once.
 * Each answer is written only when the admin may call its endpoint and the server answers 200.
 */
export const FIRST_SCREEN_REQUESTS: {
  path: string;
  of: (
    pathname: string,
    values: Record<string, string>,
    search: URLSearchParams,
    clock: TFirstScreenClock,
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
  {
    path: 'statistics/target',
    of: (_pathname, _values, search) => {
      const filter = targetLogFilterOf(search);
      const { page } = listParamsOf(search);
      const event = filter.event_id;
      return [
        ...(isBadTargetLogRange(filter)
          ? []
          : [{ endpoint: statisticsEndpoints.targetLogs, query: targetLogsQuery(filter, page) }]),
        // A chosen event: its name in the event filter, and its timeline above the list.
        ...(event === undefined
          ? []
          : [
              { endpoint: statisticsEndpoints.targetLogEvents, query: {} },
              { endpoint: statisticsEndpoints.targetTimeline, params: { id: String(event) } },
            ]),
      ];
    },
  },
  {
    path: 'planning-section/:locale',
    of: (_pathname, { locale = '' }, search, { now, timeZone }) => {
      // The week is the admin's: without their zone the app asks for another one.
      if (!timeZone) return [];
      const zone = currentZoneName(timeZone);
      const plan = readPlanView(search, zone, dayKey(new Date(now), zone));
      return [
        {
          endpoint: planningEndpoints.list,
          query: planningListQuery(planningFiltersOf(locale, plan, zone)),
        },
        // The locale picker's list, and the country filter's names when the URL filters by one.
        { endpoint: referenceEndpoints.locales },
        ...(plan.country_id ? [{ endpoint: referenceEndpoints.countries }] : []),
      ];
    },
  },
  // The terms page (/tos in one brand, /tou in the other): the locale's draft and versions, and
  // the locale picker's list. Its history tab, when the URL opens it, still asks for itself.
  ...['tos/:locale', 'tou/:locale'].map((path) => ({
    path,
    of: (_pathname: string, { locale = '' }: Record<string, string>) => [
      { endpoint: termsEndpoints.page, params: { locale } },
      { endpoint: referenceEndpoints.locales },
    ],
  })),
  {
    // The detections, their totals and the watched folder's waiting reports (the import panel,
    // for whom may import: `source` shares that access).
    path: 'teletrax',
    of: (_pathname, _values, search) => {
      const filters = teletraxFiltersOf(search);
      return [
        {
          endpoint: teletraxEndpoints.list,
          query: teletraxListQuery(filters, listParamsOf(search).page),
        },
        {
          endpoint: teletraxEndpoints.totals,
          query: teletraxTotalsQuery(filters, teletraxTotalsByOf(search)),
        },
        { endpoint: teletraxEndpoints.source },
      ];
    },
  },
];
