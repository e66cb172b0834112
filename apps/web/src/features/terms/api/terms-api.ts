import {
  referenceEndpoints,
  type TTermsDraftSave,
  type TTermsPublish,
  termsEndpoints,
} from '@newsroom/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { prefetchLoader, prefetchLoaders } from '../../../lib/query/route-prefetch';
import { useAreaWrite } from '../../../lib/query/use-area-write';
import { localesQuery } from '../../../lib/reference/reference-api';

/** Query keys of the area: every write refreshes what starts with TERMS_KEY. */
const TERMS_KEY = ['terms'] as const;

export function useTermsOverview() {
  return useQuery({
    queryKey: [...TERMS_KEY, 'overview'],
    queryFn: ({ signal }) => call(termsEndpoints.overview, { signal }),
  });
}

const termsPageQuery = (locale: string) => ({
  queryKey: [...TERMS_KEY, 'page', locale],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    call(termsEndpoints.page, { params: { locale }, signal }),
  retry: false,
});

export function useTermsPage(locale: string) {
  return useQuery(termsPageQuery(locale));
}

/** The terms page's first requests (FIRST_SCREEN_REQUESTS): the locale's page and the locales. */
export const termsScreenLoader = prefetchLoaders(
  prefetchLoader(termsEndpoints.page, ({ params }) =>
    params.locale ? termsPageQuery(params.locale) : undefined,
  ),
  prefetchLoader(referenceEndpoints.locales, () => localesQuery),
);

/** A published version never changes, so it is kept for the whole visit. */
export function useTermsVersion(locale: string, number: number | null) {
  return useQuery({
    queryKey: [...TERMS_KEY, 'version', locale, number],
    queryFn: ({ signal }) =>
      call(termsEndpoints.version, { params: { locale, number: number ?? 0 }, signal }),
    enabled: number !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

const useTermsWrite = <TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) =>
  useAreaWrite(TERMS_KEY, mutationFn);

export const useSaveTermsDraft = (locale: string) =>
  useTermsWrite((body: TTermsDraftSave) =>
    call(termsEndpoints.saveDraft, { params: { locale }, body }),
  );

export const usePublishTerms = (locale: string) =>
  useTermsWrite((body: TTermsPublish) =>
    call(termsEndpoints.publish, { params: { locale }, body }),
  );

export const useTermsHistory = (locale: string) =>
  useHistory(termsEndpoints.history, { locale }, TERMS_KEY);
