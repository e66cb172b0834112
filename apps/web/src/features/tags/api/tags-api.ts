import {
  TAG_PAGE_SIZE,
  type TLocale,
  type TTag,
  type TTagHistory,
  type TTagList,
  type TTagReplaceResult,
} from '@newsroom/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api/client';

export const TAGS_PATH = '/api/admin/content/tags';
const TAGS_KEY = ['tags'] as const;

export const tagKeys = {
  list: (locale: string, q: string, page: number) =>
    [...TAGS_KEY, 'list', locale, q, page] as const,
  dashboard: (locale: string, q = '') => [...TAGS_KEY, 'dashboard', locale, q] as const,
  one: (id: number) => [...TAGS_KEY, 'one', id] as const,
  history: (id: number, scope: THistoryScope) => [...TAGS_KEY, 'history', scope, id] as const,
};

export type THistoryScope = 'tag' | 'dashboard';

/** A page of a locale's tags (SPEC §9: 10 per page), kept on screen while the next page loads. */
export function useTags(locale: string, q: string, page: number, enabled = true) {
  return useQuery({
    queryKey: tagKeys.list(locale, q, page),
    queryFn: ({ signal }) =>
      apiJson<TTagList>(TAGS_PATH, {
        params: { locale, page, per_page: TAG_PAGE_SIZE, ...(q ? { q } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDashboardTags(locale: string) {
  return useQuery({
    queryKey: tagKeys.dashboard(locale),
    queryFn: ({ signal }) =>
      apiJson<TTagList>(`${TAGS_PATH}/dashboard`, { params: { locale }, signal }),
  });
}

export function useTag(id: number) {
  return useQuery({
    queryKey: tagKeys.one(id),
    queryFn: ({ signal }) => apiJson<TTag>(`${TAGS_PATH}/${id}`, { signal }),
    retry: false,
  });
}

export function useTagHistory(id: number, scope: THistoryScope) {
  return useQuery({
    queryKey: tagKeys.history(id, scope),
    queryFn: ({ signal }) =>
      apiJson<TTagHistory>(
        `${TAGS_PATH}/${id}${scope === 'dashboard' ? '/dashboard' : ''}/history`,
        {
          signal,
        },
      ),
  });
}

export function useLocales() {
  return useQuery({
    queryKey: ['locales'],
    queryFn: () => apiJson<{ locales: TLocale[] }>('/api/locales'),
    staleTime: 10 * 60_000,
  });
}

/** Every tag change refreshes every tag list, page and history. */
function useTagMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TAGS_KEY }),
  });
}

export const useCreateTag = () =>
  useTagMutation((input: { name: string; locale: string }) =>
    apiJson<TTag>(TAGS_PATH, { method: 'POST', body: { site_id: null, tag: input } }),
  );

export const useRenameTag = () =>
  useTagMutation((input: { id: number; name: string; version: number }) =>
    apiJson<TTag>(`${TAGS_PATH}/${input.id}`, {
      method: 'PATCH',
      body: { tag: { name: input.name, version: input.version } },
    }),
  );

export const useMoveTag = () =>
  useTagMutation((input: { id: number; position: number }) =>
    apiJson<TTag>(`${TAGS_PATH}/${input.id}/positions`, {
      method: 'PATCH',
      body: { position: input.position },
    }),
  );

export const useSetDashboard = () =>
  useTagMutation((input: { id: number; dashboard: boolean; position?: number }) =>
    apiJson<TTag>(`${TAGS_PATH}/${input.id}/dashboard`, {
      method: 'PATCH',
      body: {
        dashboard: input.dashboard,
        ...(input.position === undefined ? {} : { position: input.position }),
      },
    }),
  );

export const useDeleteTag = () =>
  useTagMutation((id: number) => apiJson<null>(`${TAGS_PATH}/${id}`, { method: 'DELETE' }));

export const useReplaceTag = () =>
  useTagMutation((input: { id: number; replacerId: number }) =>
    apiJson<TTagReplaceResult>(`${TAGS_PATH}/${input.id}/replace_and_destroy`, {
      method: 'POST',
      body: { replacer_id: input.replacerId },
    }),
  );
