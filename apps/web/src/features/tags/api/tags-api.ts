import {
  listParamsOf,
  referenceEndpoints,
  type TTag,
  tagEndpoints,
  tagListQuery,
} from '@newsroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { listQueryOptions, useListQuery } from '../../../lib/list/use-list-query';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';
import { prefetchLoader, prefetchLoaders } from '../../../lib/query/route-prefetch';
import { localesQuery } from '../../../lib/reference/reference-api';
import type { TUseTagOptions } from '../../../lib/tag-picker/tag-picker';

const TAGS_KEY = ['tags'] as const;

export const tagKeys = {
  list: (locale: string, q: string, page: number) =>
    [...TAGS_KEY, 'list', locale, q, page] as const,
  dashboard: (locale: string, q = '') => [...TAGS_KEY, 'dashboard', locale, q] as const,
  one: (id: number) => [...TAGS_KEY, 'one', id] as const,
};

export type THistoryScope = 'tag' | 'dashboard';

/** A page of a locale's tags (SPEC §9: 10 per page), kept on screen while the next page loads. */
export function useTags(locale: string, q: string, page: number, enabled = true) {
  return useListQuery(
    tagKeys.list(locale, q, page),
    tagEndpoints.list,
    // The query the server also answers inside index.html for the list's first page.
    { query: tagListQuery(locale, q, page) },
    { enabled },
  );
}

/** The tags list's first requests: its page of tags and the locale picker's list. */
export const tagsScreenLoader = prefetchLoaders(
  prefetchLoader(tagEndpoints.list, ({ params, request }) => {
    const locale = params.locale ?? 'en';
    const { q, page } = listParamsOf(new URL(request.url).searchParams);
    return listQueryOptions(tagKeys.list(locale, q, page), tagEndpoints.list, {
      query: tagListQuery(locale, q, page),
    });
  }),
  prefetchLoader(referenceEndpoints.locales, () => localesQuery),
);

/** A picker's search over a locale's tags, under the Tags area's own access. */
export const tagsOfLocale = (locale: string): TUseTagOptions<TTag> =>
  function useTagsOfLocale(q, enabled) {
    return useTags(locale, q, 1, enabled);
  };

export function useDashboardTags(locale: string) {
  return useQuery({
    queryKey: tagKeys.dashboard(locale),
    queryFn: ({ signal }) => call(tagEndpoints.listDashboard, { query: { locale }, signal }),
  });
}

export function useTag(id: number) {
  return useQuery({
    queryKey: tagKeys.one(id),
    queryFn: ({ signal }) => call(tagEndpoints.get, { params: { id }, signal }),
    retry: false,
  });
}

/** A tag's (or its dashboard entry's) changes, through the history every area shares. */
export const useTagHistory = (id: number, scope: THistoryScope) =>
  useHistory(
    scope === 'dashboard' ? tagEndpoints.dashboardHistory : tagEndpoints.history,
    { id },
    TAGS_KEY,
  );

/** Every tag change refreshes every tag list, page and history. */
function useTagMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TAGS_KEY }),
  });
}

export const useCreateTag = () =>
  useTagMutation((input: { name: string; locale: string }) =>
    call(tagEndpoints.create, { body: { site_id: null, tag: input } }),
  );

export const useRenameTag = () =>
  useTagMutation((input: { id: number; name: string; version: number }) =>
    call(tagEndpoints.rename, {
      params: { id: input.id },
      body: { tag: { name: input.name, version: input.version } },
    }),
  );

export const useMoveTag = () =>
  useTagMutation((input: { id: number; position: number }) =>
    call(tagEndpoints.move, { params: { id: input.id }, body: { position: input.position } }),
  );

export const useSetDashboard = () =>
  useTagMutation((input: { id: number; dashboard: boolean; position?: number }) =>
    call(tagEndpoints.setDashboard, {
      params: { id: input.id },
      body: {
        dashboard: input.dashboard,
        ...(input.position === undefined ? {} : { position: input.position }),
      },
    }),
  );

export const useDeleteTag = () =>
  useTagMutation((id: number) => call(tagEndpoints.delete, { params: { id } }));

export const useReplaceTag = () =>
  useTagMutation((input: { id: number; replacerId: number }) =>
    call(tagEndpoints.replaceAndDestroy, {
      params: { id: input.id },
      body: { replacer_id: input.replacerId },
    }),
  );
