import {
  contentTagsPath,
  type TContentTag,
  type TContentTags,
  type TContentTagsChange,
  type TContentTagType,
  type TLocale,
  type TTagList,
} from '@newsroom/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiJson } from '../api/client';
import { OWN_ERRORS } from '../query/failure-toast';

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
    queryFn: ({ signal }) => apiJson<TContentTags>(contentTagsPath(type, id, locale), { signal }),
    retry: retryServerErrors,
    // The panel says a refusal (unknown content, bad locale, not allowed) on the page.
    meta: { ownErrors: [400, 403, 404, 422] },
  });
}

export type TContentTagAction = { action: 'assign' | 'remove'; tag: TContentTag };

/** Assigns or removes one tag; the answer is the new list, shown at once. */
export function useChangeContentTag(type: TContentTagType, id: string, locale: string) {
  const queryClient = useQueryClient();
  const path = contentTagsPath(type, id, locale);
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn: ({ action, tag }: TContentTagAction) =>
      action === 'assign'
        ? apiJson<TContentTagsChange>(path, { method: 'POST', body: { tag_id: tag.id } })
        : apiJson<TContentTagsChange>(`${path}/${tag.id}`, { method: 'DELETE' }),
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
      apiJson<TTagList>(`${contentTagsPath(type, id, locale)}/options`, {
        params: q ? { q } : {},
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
    retry: retryServerErrors,
  });
}

export function useLocaleList() {
  return useQuery({
    queryKey: ['locales'],
    queryFn: () => apiJson<{ locales: TLocale[] }>('/api/locales'),
    staleTime: 10 * 60_000,
  });
}
