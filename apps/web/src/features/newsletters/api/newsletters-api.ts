import {
  newsletterEndpoints,
  newsletterKindOf,
  type TNewsletterContent,
  type TNewsletterIssueUpdate,
  type TNewsletterKind,
} from '@newsroom/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useHistory } from '../../../lib/history/history-api';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';
import { prefetchLoader } from '../../../lib/query/route-prefetch';

const KEY = ['newsletters'] as const;
const keys = {
  list: (kind: string) => [...KEY, 'list', kind] as const,
  issue: (id: number) => [...KEY, 'issue', id] as const,
  candidates: (kind: string, locale: string, q: string) =>
    [...KEY, 'candidates', kind, locale, q] as const,
  preview: (kind: string, content: TNewsletterContent) =>
    [...KEY, 'preview', kind, content] as const,
  recipients: (id: number) => [...KEY, 'recipients', id] as const,
  deliveries: (id: number, status: string) => [...KEY, 'deliveries', id, status] as const,
};

/** An issue's changes, through the history every area shares. */
export const useIssueHistory = (id: number) => useHistory(newsletterEndpoints.history, { id }, KEY);

/** While an issue is sending its progress is read again every few seconds. */
const PROGRESS_POLL_MS = 2_000;

/** A kind's issues, always afresh; polled while one is sending. */
export const issuesQuery = (kind: TNewsletterKind) =>
  queryOptions({
    queryKey: keys.list(kind),
    queryFn: ({ signal }) =>
      call(newsletterEndpoints.list, { params: { kind }, signal, fresh: true }),
    // The answer the page came with is not asked again as the screen mounts; a write still
    // refreshes it at once (invalidation), and the polling goes on.
    staleTime: PROGRESS_POLL_MS,
    refetchInterval: (query) =>
      query.state.data?.issues.some((issue) => issue.status === 'sending')
        ? PROGRESS_POLL_MS
        : false,
  });

export const useIssues = (kind: TNewsletterKind) => useQuery(issuesQuery(kind));

/** The issues list's first request, which the server also answers inside the page. */
export const issuesScreenLoader = prefetchLoader(newsletterEndpoints.list, ({ params }) => {
  const kind = newsletterKindOf(params.type);
  return kind ? issuesQuery(kind) : undefined;
});

export function useIssue(id: number | null) {
  return useQuery({
    queryKey: keys.issue(id ?? 0),
    queryFn: ({ signal }) =>
      call(newsletterEndpoints.get, { params: { id: id ?? 0 }, signal, fresh: true }),
    enabled: id !== null,
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'sending' || status === 'scheduled' ? PROGRESS_POLL_MS : false;
    },
  });
}

export function useCandidates(kind: TNewsletterKind, locale: string, q: string) {
  return useQuery({
    queryKey: keys.candidates(kind, locale, q),
    queryFn: ({ signal }) =>
      call(newsletterEndpoints.candidates, {
        params: { kind },
        query: { locale, ...(q ? { q } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: locale !== '',
  });
}

/** The e-mail the server renders from the editor's (unsaved) content. */
export function usePreview(kind: TNewsletterKind, content: TNewsletterContent | null) {
  return useQuery({
    queryKey: keys.preview(kind, content ?? ({} as TNewsletterContent)),
    queryFn: ({ signal }) =>
      call(newsletterEndpoints.preview, {
        params: { kind },
        body: content as TNewsletterContent,
        signal,
      }),
    enabled: content !== null,
    placeholderData: keepPreviousData,
    meta: OWN_ERRORS,
    retry: false,
  });
}

export function useRecipients(id: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.recipients(id),
    queryFn: ({ signal }) =>
      call(newsletterEndpoints.recipients, { params: { id }, signal, fresh: true }),
    enabled,
    staleTime: 0,
  });
}

export function useDeliveries(id: number, status: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.deliveries(id, status),
    queryFn: ({ signal }) =>
      call(newsletterEndpoints.deliveries, {
        params: { id },
        query: { limit: 200, ...(status ? { status: status as 'sent' } : {}) },
        signal,
        fresh: true,
      }),
    enabled,
  });
}

function useNewsletterWrite<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export const useCreateIssue = () =>
  useNewsletterWrite(({ kind, issue }: { kind: TNewsletterKind; issue: TNewsletterContent }) =>
    call(newsletterEndpoints.create, { params: { kind }, body: { issue } }),
  );

export const useUpdateIssue = () =>
  useNewsletterWrite(({ id, issue }: { id: number; issue: TNewsletterIssueUpdate['issue'] }) =>
    call(newsletterEndpoints.update, { params: { id }, body: { issue } }),
  );

export const useDeleteIssue = () =>
  useNewsletterWrite((id: number) => call(newsletterEndpoints.delete, { params: { id } }));

export const useSendTest = () =>
  useMutation({
    meta: OWN_ERRORS,
    mutationFn: (id: number) => call(newsletterEndpoints.sendTest, { params: { id } }),
  });

export const useSchedule = () =>
  useNewsletterWrite(
    (input: { id: number; version: number; send_at: string | null; expected_recipients: number }) =>
      call(newsletterEndpoints.schedule, {
        params: { id: input.id },
        body: {
          version: input.version,
          send_at: input.send_at,
          expected_recipients: input.expected_recipients,
        },
      }),
  );

export const useUnschedule = () =>
  useNewsletterWrite(({ id, version }: { id: number; version: number }) =>
    call(newsletterEndpoints.unschedule, { params: { id }, body: { version } }),
  );
