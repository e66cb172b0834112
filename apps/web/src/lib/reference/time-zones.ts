import { referenceEndpoints } from '@newsroom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../api/call';
import { KEEP, referenceKeys, retryServerErrors } from './reference-query';

// Apart from the other reference lists: the app shell loads the zones at start, and only this
// file comes with it into the entry script.
export const timeZonesQuery = {
  queryKey: referenceKeys.timeZones,
  queryFn: ({ signal }: { signal: AbortSignal }) => call(referenceEndpoints.timeZones, { signal }),
  staleTime: KEEP,
  retry: retryServerErrors,
};

/** IANA time zones. */
export function useTimeZones() {
  return useQuery(timeZonesQuery);
}

/** Starts loading the time zones once, at start (SPEC §7), without waiting for them. */
export function usePrefetchTimeZones() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(timeZonesQuery);
  }, [queryClient]);
}
