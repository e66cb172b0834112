import {
  liveEventEndpoints as live,
  liveEventOperationEndpoints as ops,
  type TLiveEventClient,
  type TLiveEventCreate,
  type TLiveEventStatus,
  type TLiveEventTranslation,
  type TLiveEventUpdate,
} from '@newsroom/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api/call';
import { useListQuery } from '../../../lib/list/use-list-query';
import { OWN_ERRORS } from '../../../lib/query/failure-toast';

const LIVE_KEY = ['live-events'] as const;
const LISTS_KEY = [...LIVE_KEY, 'list'] as const;

export type TLiveScope = 'actives' | 'all' | 'pasts';
export type TTranslation = TLiveEventTranslation;

const LIST_ENDPOINT = { actives: live.listActive, all: live.list, pasts: live.listPast } as const;

/** A page of events; `status` goes out as the SPEC's bracket array (status[]=a&status[]=b). */
export function useLiveEvents(
  scope: TLiveScope,
  query: { q: string; status: TLiveEventStatus[]; page: number },
) {
  return useListQuery([...LISTS_KEY, scope, query], LIST_ENDPOINT[scope], {
    query: {
      page: query.page,
      ...(query.q ? { q: query.q } : {}),
      ...(query.status.length ? { status: query.status } : {}),
    },
  });
}

/** One event by slug (or id); a missing one is not found at once, not asked again. */
export const liveEventQuery = (slug: string) =>
  queryOptions({
    queryKey: [...LIVE_KEY, 'one', slug],
    queryFn: ({ signal }) => call(live.get, { params: { slug }, signal }),
    retry: false,
  });

export function useLiveEvent(slug: string | undefined) {
  return useQuery({ ...liveEventQuery(slug ?? ''), enabled: Boolean(slug) });
}

/** The targets' figures: polling them also advances the streaming adapter (SPEC: every 5–10 s). */
export const streamStatisticsQuery = (slug: string) =>
  queryOptions({
    queryKey: [...LIVE_KEY, 'stats', slug],
    queryFn: ({ signal }) => call(ops.streamStatistics, { params: { slug }, signal, fresh: true }),
  });

export function useStreamStatistics(slug: string, refetchInterval: number | false = false) {
  return useQuery({ ...streamStatisticsQuery(slug), refetchInterval });
}

export type TAudienceKind = 'bookings' | 'subscriptions';

export const audienceQuery = (slug: string, kind: TAudienceKind) =>
  queryOptions({
    queryKey: [...LIVE_KEY, kind, slug],
    queryFn: ({ signal }): Promise<Partial<Record<TAudienceKind, TLiveEventClient[]>>> =>
      call(kind === 'bookings' ? ops.bookings : ops.subscriptions, { params: { slug }, signal }),
  });

export const useAudience = (slug: string, kind: TAudienceKind) =>
  useQuery(audienceQuery(slug, kind));

export const transcodersQuery = queryOptions({
  queryKey: [...LIVE_KEY, 'transcoders'],
  queryFn: () => call(live.transcoders),
  staleTime: 10 * 60_000,
});

export const useTranscoders = () => useQuery(transcodersQuery);

/** A new event's stream_to: the targets enabled and on by default in the settings, read afresh. */
export const streamToDefaultsQuery = queryOptions({
  queryKey: [...LIVE_KEY, 'stream-to-defaults'],
  queryFn: ({ signal }) => call(live.streamToDefaults, { signal, fresh: true }),
});

export const useStreamToDefaults = () => useQuery(streamToDefaultsQuery);

export const languageDataQuery = queryOptions({
  queryKey: [...LIVE_KEY, 'languages'],
  queryFn: () => call(live.languages),
  staleTime: 10 * 60_000,
});

export const useLanguageData = () => useQuery(languageDataQuery);

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
  useLiveMutation((event: TLiveEventCreate['event']) => call(live.create, { body: { event } }));

/**
 * SPEC §4: saving with status going_live saves it as live, then a separate status
 * call sets live. When the update answers status failed, the lists stay as they are.
 */
export const useUpdateLiveEvent = () =>
  useLiveMutation(
    async ({ slug, event }: { slug: string; event: TLiveEventUpdate['event'] }) => {
      const goingLive = event.status === 'going_live';
      const saved = await call(live.update, {
        params: { slug },
        body: { event: goingLive ? { ...event, status: 'live' } : event },
      });
      if (!goingLive || saved.status === 'failed') return saved;
      return call(live.changeStatus, { params: { slug: saved.slug }, body: { status: 'live' } });
    },
    (saved) => saved.status !== 'failed',
  );

export const useChangeStatus = () =>
  useLiveMutation(({ slug, status }: { slug: string; status: TLiveEventStatus }) =>
    call(live.changeStatus, { params: { slug }, body: { status } }),
  );

export const useDelayLiveEvent = () =>
  useLiveMutation(({ slug, time }: { slug: string; time: string }) =>
    call(live.delay, { params: { slug }, body: { time } }),
  );

export const useRecreateLiveEvent = () =>
  useLiveMutation((slug: string) => call(live.recreate, { params: { slug } }));

export const useCustomNotification = () =>
  useLiveMutation(({ slug, message }: { slug: string; message: string }) =>
    call(ops.customNotification, { params: { slug }, body: { notification: { message } } }),
  );

const SIMPLE_NOTIFICATIONS = {
  push_notifications: ops.notifyLive,
  links_client_desk_notifications: ops.clientDeskLinks,
} as const;

export const useSimpleNotification = () =>
  useLiveMutation(({ slug, kind }: { slug: string; kind: keyof typeof SIMPLE_NOTIFICATIONS }) =>
    call(SIMPLE_NOTIFICATIONS[kind], { params: { slug } }),
  );

export const useAddBooking = () =>
  useLiveMutation(
    ({ slug, data }: { slug: string; data: { client_name: string; client_email: string } }) =>
      call(ops.addBooking, { params: { slug }, body: { data } }),
  );

export function useTranslations(idOrSlug: string) {
  return useQuery({
    queryKey: [...LIVE_KEY, 'translations', idOrSlug],
    queryFn: ({ signal }) => call(live.translations, { params: { slug: idOrSlug }, signal }),
    retry: false,
  });
}

export const useSaveTranslation = (idOrSlug: string) =>
  useLiveMutation(({ locale, title, description }: TTranslation) =>
    call(live.saveTranslation, {
      params: { slug: idOrSlug, locale },
      body: { translation: { title, description } },
    }),
  );
