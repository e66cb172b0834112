import { releaseNoteEndpoints } from '@newsroom/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

// Apart from release-notes-api.ts: the header (on the first screen) needs only this, and
// whatever a file the entry imports holds rides with the entry, mutations and history included.
export const RELEASE_NOTES_KEY = ['release-notes'] as const;
export const UNREAD_KEY = [...RELEASE_NOTES_KEY, 'unread'] as const;
/** New notes show their mark within a few minutes without a reload. */
const UNREAD_POLL_MS = 5 * 60_000;

/** The header's mark: how many notes this admin has not seen (a tiny answer). */
export function useUnreadReleaseNotes(enabled: boolean) {
  return useQuery({
    queryKey: UNREAD_KEY,
    enabled,
    queryFn: ({ signal }) => call(releaseNoteEndpoints.unread, { signal, fresh: true }),
    refetchInterval: UNREAD_POLL_MS,
    // A failure only hides the mark: the header never shows an error toast for it.
    meta: OWN_ERRORS,
  });
}
