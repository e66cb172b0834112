import { type TTermsDraftSave, type TTermsPublish, termsEndpoints } from '@newsroom/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { useAreaWrite } from '../../../lib/query/use-area-write';

/** Query keys of the area: every write refreshes what starts with TERMS_KEY. */
const TERMS_KEY = ['terms'] as const;

export function useTermsOverview() {
  return useQuery({
    queryKey: [...TERMS_KEY, 'overview'],
    queryFn: ({ signal }) => call(termsEndpoints.overview, { signal }),
  });
}

export function useTermsPage(locale: string) {
  return useQuery({
    queryKey: [...TERMS_KEY, 'page', locale],
    queryFn: ({ signal }) => call(termsEndpoints.page, { params: { locale }, signal }),
    retry: false,
  });
}

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
