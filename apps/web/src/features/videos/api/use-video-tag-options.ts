import { tagOptionEndpoints } from '@newsroom/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import type { TUseTagOptions } from '../../../lib/tag-picker/tag-picker';

/**
 * The tags the bulk actions offer, searched under the videos' own access (news_room tags
 * videos in bulk but has no Tags area).
 */
export const videoTagOptions = (locale: string): TUseTagOptions =>
  function useVideoTagOptions(q, enabled) {
    return useQuery({
      queryKey: ['videos', 'tag-options', locale, q],
      queryFn: ({ signal }) =>
        call(tagOptionEndpoints.videos, { query: { locale, ...(q ? { q } : {}) }, signal }),
      placeholderData: keepPreviousData,
      enabled,
    });
  };
