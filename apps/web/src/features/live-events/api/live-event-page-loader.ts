import {
  liveEventEndpoints as live,
  liveEventTabOf,
  liveEventOperationEndpoints as ops,
  referenceEndpoints,
  type TLiveEventTab,
} from '@newsroom/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { prefetchLoader, prefetchLoaders } from '../../../lib/query/route-prefetch';
import { adminCountriesQuery, adminRegionsQuery } from '../../../lib/reference/reference-api';
import {
  audienceQuery,
  languageDataQuery,
  liveEventQuery,
  streamStatisticsQuery,
  streamToDefaultsQuery,
  transcodersQuery,
} from './live-events-api';

const slugOf = ({ params }: LoaderFunctionArgs) => params.slug ?? 'new';
const isNew = (args: LoaderFunctionArgs) => slugOf(args) === 'new';
/** The open tab of an existing event's page (`?tab=`); a new event has its form alone. */
const tabOf = (args: LoaderFunctionArgs): TLiveEventTab | undefined =>
  isNew(args) ? undefined : liveEventTabOf(new URL(args.request.url).searchParams);
/** The event form shows at once on a new event and on an existing one's first tab. */
const formShown = (args: LoaderFunctionArgs) => isNew(args) || tabOf(args) === 'event';

const onForm =
  <T>(options: T) =>
  (args: LoaderFunctionArgs) =>
    formShown(args) ? options : undefined;
const onTab =
  <T>(tab: TLiveEventTab, options: (slug: string) => T) =>
  (args: LoaderFunctionArgs) =>
    tabOf(args) === tab ? options(slugOf(args)) : undefined;

/**
 * The live event page's first requests, the same `liveEventPageRequests` (contract) lists for
 * the server to answer inside the page: a new event's stream target defaults, or the event and
 * what its open tab shows (the lists naming the form's chosen values, the targets' figures, its
 * audience).
 */
export const liveEventScreenLoader = prefetchLoaders(
  prefetchLoader(live.get, (args) => (isNew(args) ? undefined : liveEventQuery(slugOf(args)))),
  prefetchLoader(live.streamToDefaults, (args) =>
    isNew(args) ? streamToDefaultsQuery : undefined,
  ),
  prefetchLoader(live.languages, onForm(languageDataQuery)),
  prefetchLoader(live.transcoders, onForm(transcodersQuery)),
  prefetchLoader(referenceEndpoints.adminRegions, onForm(adminRegionsQuery)),
  prefetchLoader(referenceEndpoints.adminCountries, onForm(adminCountriesQuery)),
  prefetchLoader(ops.streamStatistics, onTab('stream', streamStatisticsQuery)),
  prefetchLoader(
    ops.bookings,
    onTab('audience', (slug) => audienceQuery(slug, 'bookings')),
  ),
  prefetchLoader(
    ops.subscriptions,
    onTab('audience', (slug) => audienceQuery(slug, 'subscriptions')),
  ),
);
