import type {
  TLiveEvent,
  TLiveEventCreate,
  TLiveEventList,
  TLiveEventStatus,
  TLiveEventUpdate,
} from '@newsroom/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api/client';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

export const LIVE_PATH = '/api/admin/content/live';
const LIVE_KEY = ['live-events'] as const;
const LISTS_KEY = [...LIVE_KEY, 'list'] as const;

export type TLiveScope = 'actives' | 'all' | 'pasts';
export type TTargetStats = {
  target: string;
  state: string;
  active: boolean;
  uptime_seconds: number;
  bitrate_in: number | null;
  bitrate_out: number | null;
  last_error: string | null;
  updated_at: string;
};
export type TAudienceRow = { id: number; client_name: string; client_email: string };

const LIST_URL: Record<TLiveScope, string> = {
  actives: `${LIVE_PATH}/events/actives`,
  all: `${LIVE_PATH}/events`,
  pasts: `${LIVE_PATH}/events/pasts`,
};

/** A page of events; `status` goes out as the SPEC's bracket array (status[]=a&status[]=b). */
export function useLiveEvents(
  scope: TLiveScope,
  query: { q: string; status: TLiveEventStatus[]; page: number },
) {
  return useQuery({
    queryKey: [...LISTS_KEY, scope, query],
    queryFn: ({ signal }) =>
      apiJson<TLiveEventList>(LIST_URL[scope], {
        params: {
          page: query.page,
          ...(query.q ? { q: query.q } : {}),
          ...(query.status.length ? { status: query.status } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useLiveEvent(slug: string | undefined) {
  return useQuery({
    queryKey: [...LIVE_KEY, 'one', slug],
    queryFn: ({ signal }) => apiJson<TLiveEvent>(`${LIVE_PATH}/events/${slug}`, { signal }),
    enabled: Boolean(slug),
    retry: false,
  });
}

/** The monitor's figures: polling them also advances the streaming adapter (SPEC: every 5–10 s). */
export function useStreamStatistics(slug: string, refetchInterval: number | false = false) {
  return useQuery({
    queryKey: [...LIVE_KEY, 'stats', slug],
    queryFn: ({ signal }) =>
      apiJson<{ targets: TTargetStats[] }>(
        `${LIVE_PATH}/events/${slug}/targets/stream_statistics`,
        { signal },
      ),
    refetchInterval,
  });
}

export function useAudience(slug: string, kind: 'bookings' | 'subscriptions') {
  return useQuery({
    queryKey: [...LIVE_KEY, kind, slug],
    queryFn: ({ signal }) =>
      apiJson<Record<string, TAudienceRow[]>>(`${LIVE_PATH}/events/${slug}/${kind}`, { signal }),
  });
}

export function useTranscoders() {
  return useQuery({
    queryKey: [...LIVE_KEY, 'transcoders'],
    queryFn: () =>
      apiJson<{ transcoders: { id: number; name: string }[] }>(`${LIVE_PATH}/transcoders`),
    staleTime: 10 * 60_000,
  });
}

export function useLanguageData() {
  return useQuery({
    queryKey: [...LIVE_KEY, 'languages'],
    queryFn: () =>
      apiJson<{ languages: { code: string; name: string }[] }>(`${LIVE_PATH}/language_data`),
    staleTime: 10 * 60_000,
  });
}

/** Any write refreshes the event and its figures; `refreshLists` false keeps the lists (SPEC §4). */
function useLiveMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  refreshLists: (result: TResult) => boolean = () => true,
) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: OWN_ERRORS,
    mutationFn,
    onSuccess: (result) =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === LIVE_KEY[0] &&
          (query.queryKey[1] !== LISTS_KEY[1] || refreshLists(result)),
      }),
  });
}

export const useCreateLiveEvent = () =>
  useLiveMutation((event: TLiveEventCreate['event']) =>
    apiJson<TLiveEvent>(`${LIVE_PATH}/events`, { method: 'POST', body: { event } }),
  );

/**
 * SPEC §4: saving with status going_live saves it as live, then a separate status
 * call sets live. When the update answers status failed, the lists stay as they are.
 */
export const useUpdateLiveEvent = () =>
  useLiveMutation(
    async ({ slug, event }: { slug: string; event: TLiveEventUpdate['event'] }) => {
      const goingLive = event.status === 'going_live';
      const saved = await apiJson<TLiveEvent>(`${LIVE_PATH}/events/${slug}`, {
        method: 'PATCH',
        body: { event: goingLive ? { ...event, status: 'live' } : event },
      });
      if (!goingLive || saved.status === 'failed') return saved;
      return apiJson<TLiveEvent>(`${LIVE_PATH}/events/${saved.slug}/status`, {
        method: 'PATCH',
        body: { status: 'live' },
      });
    },
    (saved) => saved.status !== 'failed',
  );

export const useChangeStatus = () =>
  useLiveMutation(({ slug, status }: { slug: string; status: TLiveEventStatus }) =>
    apiJson<TLiveEvent>(`${LIVE_PATH}/events/${slug}/status`, {
      method: 'PATCH',
      body: { status },
    }),
  );

export const useDelayLiveEvent = () =>
  useLiveMutation(({ slug, time }: { slug: string; time: string }) =>
    apiJson<TLiveEvent>(`${LIVE_PATH}/events/${slug}/delay`, { method: 'POST', body: { time } }),
  );

export const useRecreateLiveEvent = () =>
  useLiveMutation((slug: string) =>
    apiJson<TLiveEvent>(`${LIVE_PATH}/events/${slug}/recreate`, { method: 'POST' }),
  );

export const useCustomNotification = () =>
  useLiveMutation(({ slug, message }: { slug: string; message: string }) =>
    apiJson<unknown>(`${LIVE_PATH}/events/${slug}/custom_notification`, {
      method: 'POST',
      body: { notification: { message } },
    }),
  );

export const useSimpleNotification = () =>
  useLiveMutation(
    ({
      slug,
      kind,
    }: {
      slug: string;
      kind: 'push_notifications' | 'links_client_desk_notifications';
    }) => apiJson<unknown>(`${LIVE_PATH}/events/${slug}/${kind}`, { method: 'POST' }),
  );

export const useAddBooking = () =>
  useLiveMutation(
    ({ slug, data }: { slug: string; data: { client_name: string; client_email: string } }) =>
      apiJson<unknown>(`${LIVE_PATH}/events/${slug}/bookings`, { method: 'POST', body: { data } }),
  );

export function useRegionsAndCountries() {
  const regions = useQuery({
    queryKey: ['reference', 'regions'],
    queryFn: () =>
      apiJson<{ regions: { id: number; name: string }[] }>('/api/admin/content/regions'),
    staleTime: 10 * 60_000,
  });
  const countries = useQuery({
    queryKey: ['reference', 'countries'],
    queryFn: () =>
      apiJson<{ countries: { id: number; name: string; region_id: number | null }[] }>(
        '/api/admin/content/countries',
      ),
    staleTime: 10 * 60_000,
  });
  return { regions: regions.data?.regions ?? [], countries: countries.data?.countries ?? [] };
}

export type TTranslation = { locale: string; title: string; description: string };

export function useTranslations(idOrSlug: string) {
  return useQuery({
    queryKey: [...LIVE_KEY, 'translations', idOrSlug],
    queryFn: ({ signal }) =>
      apiJson<{ translations: TTranslation[] }>(`${LIVE_PATH}/events/${idOrSlug}/translations`, {
        signal,
      }),
    retry: false,
  });
}

export const useSaveTranslation = (idOrSlug: string) =>
  useLiveMutation(({ locale, title, description }: TTranslation) =>
    apiJson<TTranslation>(`${LIVE_PATH}/events/${idOrSlug}/translations/${locale}`, {
      method: 'PUT',
      body: { translation: { title, description } },
    }),
  );

/** Content locales (open to every admin, translators included). */
export function useLocales() {
  return useQuery({
    queryKey: ['locales'],
    queryFn: () => apiJson<{ locales: { code: string; name: string }[] }>('/api/locales'),
    staleTime: 10 * 60_000,
  });
}
