import { smartLinkEndpoints } from '@newsroom/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useListQuery } from '../../../lib/list/use-list-query';

const KEY = ['smart-links'] as const;
// Click counts move while the screen is open; the 10 s GET reuse would hide a fresh click.
const REFRESH_MS = 15_000;

/** A page of smart links (searched by event title, slug or code); always read afresh. */
export function useSmartLinks(query: { q: string; page: number }) {
  return useListQuery(
    [...KEY, 'list', query],
    smartLinkEndpoints.list,
    { query: { page: query.page, ...(query.q ? { q: query.q } : {}) }, fresh: true },
    { refetchInterval: REFRESH_MS },
  );
}

/** One link with its per-locale clicks (groups allowed to read one only). */
export function useSmartLink(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) =>
      call(smartLinkEndpoints.get, { params: { id: id ?? 0 }, signal, fresh: true }),
    enabled: id !== null,
    retry: false,
    refetchInterval: REFRESH_MS,
  });
}
