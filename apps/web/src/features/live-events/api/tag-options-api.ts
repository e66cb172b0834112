import { liveEventTagOptionsQuery, tagOptionEndpoints } from '@newsroom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';

/**
 * Tags of the English list matching what the admin types, for the event's tag picker,
 * searched under the live-event page's own access (not the Tags area's). The first, with
 * nothing typed, is among what the server answers inside the live event page.
 */
export const tagOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['live-events', 'tag-options', q],
    queryFn: ({ signal }) =>
      call(tagOptionEndpoints.liveEvents, { query: liveEventTagOptionsQuery(q), signal }),
  });

export const useTagOptions = (q: string) => useQuery(tagOptionsQuery(q));
