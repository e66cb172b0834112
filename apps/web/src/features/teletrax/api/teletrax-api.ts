import {
  listParamsOf,
  TELETRAX_REPORT_FIELD,
  type TTeletraxFilters,
  type TTeletraxFollowUp,
  type TTeletraxTotalsBy,
  teletraxEndpoints,
  teletraxFiltersOf,
  teletraxListQuery,
  teletraxTotalsByOf,
  teletraxTotalsQuery,
} from '@newsroom/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { listQueryOptions, useListQuery } from '../../../lib/list/use-list-query';
import { prefetchLoader, prefetchLoaders } from '../../../lib/query/route-prefetch';
import { useAreaWrite } from '../../../lib/query/use-area-write';

/** Query keys of the area: every write refreshes what starts with TELETRAX_KEY. */
const TELETRAX_KEY = ['teletrax'] as const;

// The queries the server also answers inside index.html for the page's first screen.
const detectionsKey = (filters: TTeletraxFilters, page: number) => [
  ...TELETRAX_KEY,
  'detections',
  filters,
  page,
];
const detectionsInput = (filters: TTeletraxFilters, page: number) => ({
  query: teletraxListQuery(filters, page),
});
const totalsKey = (filters: TTeletraxFilters, by: TTotalsBy) => [
  ...TELETRAX_KEY,
  'totals',
  filters,
  by,
];

export const useDetections = (filters: TTeletraxFilters, page: number) =>
  useListQuery(
    detectionsKey(filters, page),
    teletraxEndpoints.list,
    detectionsInput(filters, page),
  );

export type TTotalsBy = TTeletraxTotalsBy;
export const useTotals = (filters: TTeletraxFilters, by: TTotalsBy) =>
  useListQuery(totalsKey(filters, by), teletraxEndpoints.totals, {
    query: teletraxTotalsQuery(filters, by),
  });

/** The watched folder: reports waiting there (read fresh: the folder changes outside the app). */
const sourceQuery = {
  queryKey: [...TELETRAX_KEY, 'source'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(teletraxEndpoints.source, { signal, fresh: true }),
};
export const useSource = () => useQuery(sourceQuery);

const urlOf = (request: Request) => new URL(request.url).searchParams;

/** Teletrax's first requests (FIRST_SCREEN_REQUESTS): the detections, the totals, the folder. */
export const teletraxScreenLoader = prefetchLoaders(
  prefetchLoader(teletraxEndpoints.list, ({ request }) => {
    const search = urlOf(request);
    const filters = teletraxFiltersOf(search);
    const { page } = listParamsOf(search);
    return listQueryOptions(
      detectionsKey(filters, page),
      teletraxEndpoints.list,
      detectionsInput(filters, page),
    );
  }),
  prefetchLoader(teletraxEndpoints.totals, ({ request }) => {
    const search = urlOf(request);
    const filters = teletraxFiltersOf(search);
    const by = teletraxTotalsByOf(search);
    return listQueryOptions(totalsKey(filters, by), teletraxEndpoints.totals, {
      query: teletraxTotalsQuery(filters, by),
    });
  }),
  prefetchLoader(teletraxEndpoints.source, () => sourceQuery),
);

const useTeletraxWrite = <TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) =>
  useAreaWrite(TELETRAX_KEY, mutationFn, { afterFailureToo: true });

/** Sends a report (multipart, field `report`); the answer counts imported, duplicate and rejected rows. */
export const useUploadReport = () =>
  useTeletraxWrite((file: File) => {
    const body = new FormData();
    body.append(TELETRAX_REPORT_FIELD, file);
    return call(teletraxEndpoints.upload, { body });
  });

export const useScanFolder = () => useTeletraxWrite(() => call(teletraxEndpoints.scan, {}));

export const useFollowUp = () =>
  useTeletraxWrite(({ id, ...body }: TTeletraxFollowUp & { id: number }) =>
    call(teletraxEndpoints.followUp, { params: { id }, body }),
  );

export const useDetectionHistory = (id: number) =>
  useHistory(teletraxEndpoints.history, { id }, TELETRAX_KEY);
