import {
  contentTagEndpoints as endpoints,
  type TContentTag,
  type TContentTagType,
} from '@newsroom/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/call';
import { ApiRequestError } from '../api/client';
import { OWN_ERRORS } from '../query/failure-toast';
import type { TUseTagOptions } from '../tag-picker/tag-picker';

const contentTagsKey = (type: TContentTagType, id: string, locale: string) =>
  ['content-tags', type, id, locale] as const;

/** A 4xx (unknown content, bad locale) will not get better by asking again. */
const retryServerErrors = (failures: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status < 500) && failures < 2;

/** The tags of one video or live event in one locale. */
export function useContentTags(type: TContentTagType, id: string, locale: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: contentTagsKey(type, id, locale),
    queryFn: ({ signal }) =>
      type === 'video'
        ? call(endpoints.videoTags, { params: { id, locale }, signal })
        : call(endpoints.liveEventTags, { params: { slug: id, locale }, signal }),
    retry: retryServerErrors,
    // The panel says a refusal (unknown content, bad locale, not allowed) on the page.
    meta: { ownErrors: [400, 403, 404, 422] },
  });
}

export type TContentTagAction = { action: 'assign' | 'remove'; tag: TContentTag };

function changeContentTag(
  type: TContentTagType,
  id: string,
  locale: string,
  { action, tag }: TContentTagAction,
) {
  const body = { tag_id: tag.id };
  const tagParams = { locale, tag_id: tag.id };
  if (type === 'video') {
    return action === 'assign'
      ? call(endpoints.assignVideoTag, { params: { id, locale }, body })
      : call(endpoints.removeVideoTag, { params: { id, ...tagParams } });
  }
  return action === 'assign'
    ? call(endpoints.assignLiveEventTag, { params: { slug: id, locale }, body })
    : call(endpoints.removeLiveEventTag, { params: { slug: id, ...tagParams } });
}

/** Assigns or removes one tag; the answer is the new list, shown at once. */
export function useChangeContentTag(type: TContentTagType, id: string, locale: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: (change: TContentTagAction) => changeContentTag(type, id, locale, change),
    onSuccess: ({ changed: _changed, ...list }) =>
      queryClient.setQueryData(contentTagsKey(type, id, locale), list),
    onError: () => queryClient.invalidateQueries({ queryKey: contentTagsKey(type, id, locale) }),
  });
}

/** The tags a picker offers for this content, searched on the server under the content's access. */
export function useTagSearch(
  type: TContentTagType,
  id: string,
  locale: string,
  q: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['content-tags', 'options', type, id, locale, q] as const,
    queryFn: ({ signal }) =>
      type === 'video'
        ? call(endpoints.videoTagOptions, {
            params: { id, locale },
            query: q ? { q } : {},
            signal,
          })
        : call(endpoints.liveEventTagOptions, {
            params: { slug: id, locale },
            query: q ? { q } : {},
            signal,
          }),
    placeholderData: keepPreviousData,
    enabled,
    retry: retryServerErrors,
  });
}

/** The one tag picker's search for this content (lib/tag-picker), under the content's access. */
export const contentTagOptions = (
  type: TContentTagType,
  id: string,
  locale: string,
): TUseTagOptions =>
  function useContentTagOptions(q, enabled) {
    return useTagSearch(type, id, locale, q, enabled);
  };
