import { statisticsEndpoints, type TTargetLogFilter } from '@newsroom/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { saveCsv } from '../../../lib/files/save-csv';
import { useListQuery } from '../../../lib/list/use-list-query';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

const KEY = ['statistics', 'target-logs'] as const;

/** A page of target logs under the filter, newest first. */
export function useTargetLogs(filter: TTargetLogFilter, page: number, enabled = true) {
  return useListQuery(
    [...KEY, 'list', filter, page],
    statisticsEndpoints.targetLogs,
    { query: { ...filter, page } },
    { enabled },
  );
}

/** The events that have logs, for the event filter (searched by title). */
export function useTargetLogEvents(q: string) {
  return useQuery({
    queryKey: [...KEY, 'events', q],
    queryFn: ({ signal }) =>
      call(statisticsEndpoints.targetLogEvents, { query: q ? { q } : {}, signal }),
  });
}

/** One event's targets over time with their uptime share. */
export function useTargetTimeline(eventId: number | undefined) {
  return useQuery({
    queryKey: [...KEY, 'timeline', eventId],
    queryFn: ({ signal }) =>
      call(statisticsEndpoints.targetTimeline, { params: { id: eventId ?? 0 }, signal }),
    enabled: eventId !== undefined,
  });
}

/** Every log the filter matches as a CSV file. */
export function useExportTargetLogs() {
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: async (filter: TTargetLogFilter) => {
      saveCsv(await call(statisticsEndpoints.targetLogsCsv, { query: filter }), 'target-logs.csv');
    },
  });
}
