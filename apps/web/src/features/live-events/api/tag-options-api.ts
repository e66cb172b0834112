import { tagOptionEndpoints } from '@newsroom/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';

/**
 * Tags of the English list matching what the admin types, for the event's tag picker,
 * searched under the live-event page's own access (not the Tags area's).
 */
export function useTagOptions(q: string) {
  return useQuery({
    queryKey: ['live-events', 'tag-options', q],
    queryFn: ({ signal }) =>
      call(tagOptionEndpoints.liveEvents, { query: { locale: 'en', ...(q ? { q } : {}) }, signal }),
  });
}
