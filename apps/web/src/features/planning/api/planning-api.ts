import {
  planningEndpoints,
  type TPlanningEntryCreate,
  type TPlanningEntryUpdate,
  type TPlanningFilters,
} from '@newsroom/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, urlOf } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';
import { useAreaWrite } from '../../../lib/query/use-area-write';

/** Query keys of the area: every write refreshes what starts with PLANNING_KEY. */
const PLANNING_KEY = ['planning'] as const;

export function usePlanningOverview() {
  return useQuery({
    queryKey: [...PLANNING_KEY, 'overview'],
    queryFn: ({ signal }) => call(planningEndpoints.overview, { signal }),
  });
}

export function usePlanningEntries(filters: TPlanningFilters) {
  return useQuery({
    queryKey: [...PLANNING_KEY, 'entries', filters],
    queryFn: ({ signal }) =>
      call(planningEndpoints.list, { query: { ...filters, per_page: 500 }, signal }),
    placeholderData: keepPreviousData,
  });
}

const usePlanningWrite = <TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) =>
  useAreaWrite(PLANNING_KEY, mutationFn, { afterFailureToo: true });

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
