import {
  dayKey,
  planningEndpoints,
  planningFiltersOf,
  planningListQuery,
  readPlanView,
  referenceEndpoints,
  type TAdminPreferences,
  type TEndpointResponse,
  type TPlanningEntryCreate,
  type TPlanningEntryUpdate,
  type TPlanningFilters,
} from '@newsroom/contract';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call, urlOf } from '../../../lib/api/call';
import { adminTimeZone } from '../../../lib/format/date-time';
import { useHistory } from '../../../lib/history/history-api';
import { pageNow } from '../../../lib/page/page-clock';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';
import { prefetchLoader, prefetchLoaders } from '../../../lib/query/route-prefetch';
import { countriesQuery, localesQuery, referenceKeys } from '../../../lib/reference/reference-api';
import { PREFERENCES_KEY } from '../../../lib/session/preferences-api';

/** Query keys of the area: every write refreshes what starts with PLANNING_KEY. */
const PLANNING_KEY = ['planning'] as const;

export function usePlanningOverview() {
  return useQuery({
    queryKey: [...PLANNING_KEY, 'overview'],
    queryFn: ({ signal }) => call(planningEndpoints.overview, { signal }),
  });
}

// The query the server also answers inside index.html for the page's first screen.
const entriesQuery = (filters: TPlanningFilters) => ({
  queryKey: [...PLANNING_KEY, 'entries', filters],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(planningEndpoints.list, { query: planningListQuery(filters), signal }),
});

export function usePlanningEntries(filters: TPlanningFilters) {
  return useQuery({ ...entriesQuery(filters), placeholderData: keepPreviousData });
}

/** The admin's zone as the screen will read it, from what the app already holds. */
const zoneIn = (client: QueryClient) =>
  adminTimeZone(
    client.getQueryData<TEndpointResponse<typeof referenceEndpoints.timeZones>>(
      referenceKeys.timeZones,
    )?.time_zones,
    client.getQueryData<TAdminPreferences>(PREFERENCES_KEY)?.time_zone,
  );

/**
 * The planning's first requests (FIRST_SCREEN_REQUESTS): the entries of the view in the URL
 * ("this week" on the page's clock), the locale picker's list and, filtered by a country, the
 * country filter's names.
 */
export const planningScreenLoader = prefetchLoaders(
  prefetchLoader(planningEndpoints.list, ({ params, request }, client) => {
    const zone = zoneIn(client);
    const search = new URL(request.url).searchParams;
    const plan = readPlanView(search, zone, dayKey(pageNow(request.url), zone));
    return entriesQuery(planningFiltersOf(params.locale ?? '', plan, zone));
  }),
  prefetchLoader(referenceEndpoints.locales, () => localesQuery),
  prefetchLoader(referenceEndpoints.countries, ({ request }) =>
    new URL(request.url).searchParams.get('country') ? countriesQuery : undefined,
  ),
);

function usePlanningWrite<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLANNING_KEY }),
  });
}

export const useCreateEntry = () =>
  usePlanningWrite((body: TPlanningEntryCreate) => call(planningEndpoints.create, { body }));

export const useUpdateEntry = () =>
  usePlanningWrite(({ id, ...body }: TPlanningEntryUpdate & { id: number }) =>
    call(planningEndpoints.update, { params: { id }, body }),
  );

export const useDeleteEntry = () =>
  usePlanningWrite((id: number) => call(planningEndpoints.delete, { params: { id } }));

export const useEntryHistory = (id: number) =>
  useHistory(planningEndpoints.history, { id }, PLANNING_KEY);

/** Where the browser downloads the filtered plan (the session cookie goes with it). */
export const exportUrl = (format: 'csv' | 'ics', filters: TPlanningFilters) =>
  urlOf(format === 'csv' ? planningEndpoints.exportCsv : planningEndpoints.exportIcs, {
    query: filters,
  });
