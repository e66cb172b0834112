import {
  isBadTargetLogRange,
  listParamsOf,
  statisticsEndpoints,
  type TTargetLogFilter,
  targetLogFilterOf,
  targetLogsQuery,
} from '@newsroom/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { saveCsv } from '../../../lib/files/save-csv';
import { listQueryOptions, useListQuery } from '../../../lib/list/use-list-query';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';
import { prefetchLoader, prefetchLoaders } from '../../../lib/query/route-prefetch';

const KEY = ['statistics', 'target-logs'] as const;

const logsKey = (filter: TTargetLogFilter, page: number) => [...KEY, 'list', filter, page];
// The query the server also answers inside index.html for the page's first screen.
const logsInput = (filter: TTargetLogFilter, page: number) => ({
  query: targetLogsQuery(filter, page),
});

/** A page of target logs under the filter, newest first. */
export function useTargetLogs(filter: TTargetLogFilter, page: number, enabled = true) {
  return useListQuery(
    logsKey(filter, page),
    statisticsEndpoints.targetLogs,
    logsInput(filter, page),
    { enabled },
  );
}

const eventsQuery = (q: string) => ({
  queryKey: [...KEY, 'events', q],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(statisticsEndpoints.targetLogEvents, { query: q ? { q } : {}, signal }),
});

/** The events that have logs, for the event filter (searched by title). */
export function useTargetLogEvents(q: string) {
  return useQuery(eventsQuery(q));
}

const timelineQuery = (eventId: number | undefined) => ({
  queryKey: [...KEY, 'timeline', eventId],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(statisticsEndpoints.targetTimeline, { params: { id: eventId ?? 0 }, signal }),
});

/** One event's targets over time with their uptime share. */
export function useTargetTimeline(eventId: number | undefined) {
  return useQuery({ ...timelineQuery(eventId), enabled: eventId !== undefined });
}

const filterOfRequest = (request: Request) => {
  const search = new URL(request.url).searchParams;
  return { filter: targetLogFilterOf(search), page: listParamsOf(search).page };
};

/**
 * The target logs' first requests (FIRST_SCREEN_REQUESTS): the page of logs and, with an event
 * chosen, its name for the event filter and its timeline.
 */
export const targetLogsScreenLoader = prefetchLoaders(
  prefetchLoader(statisticsEndpoints.targetLogs, ({ request }) => {
    const { filter, page } = filterOfRequest(request);
    if (isBadTargetLogRange(filter)) return undefined;
    return listQueryOptions(
      logsKey(filter, page),
      statisticsEndpoints.targetLogs,
      logsInput(filter, page),
    );
  }),
  prefetchLoader(statisticsEndpoints.targetLogEvents, ({ request }) =>
    filterOfRequest(request).filter.event_id === undefined ? undefined : eventsQuery(''),
  ),
  prefetchLoader(statisticsEndpoints.targetTimeline, ({ request }) => {
    const eventId = filterOfRequest(request).filter.event_id;
    return eventId === undefined ? undefined : timelineQuery(eventId);
  }),
);

/** Every log the filter matches as a CSV file. */
export function useExportTargetLogs() {
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: async (filter: TTargetLogFilter) => {
      saveCsv(await call(statisticsEndpoints.targetLogsCsv, { query: filter }), 'target-logs.csv');
    },
  });
}
