import type { TAccessArea } from '../policy';

const LIVE = '/api/admin/content/live';

/** SPEC §7 Live events, guarded by the live-event rows of SPEC §6. */
export const LIVE_EVENT_ENDPOINTS = {
  [`GET ${LIVE}/events/actives`]: 'liveEvents',
  [`GET ${LIVE}/events`]: 'liveEvents',
  [`GET ${LIVE}/all_events`]: 'liveEvents',
  [`GET ${LIVE}/events/pasts`]: 'liveHistory',
  [`GET ${LIVE}/events/:slug`]: 'liveEventPage',
  [`POST ${LIVE}/events`]: 'liveEventCoreEdit',
  [`PATCH ${LIVE}/events/:slug`]: 'liveEventPage',
  [`POST ${LIVE}/events/:slug/recreate`]: 'liveEventCoreEdit',
  [`PATCH ${LIVE}/events/:slug/status`]: 'liveEventCoreEdit',
  [`POST ${LIVE}/events/:slug/push_notifications`]: 'liveEvents',
  [`GET ${LIVE}/language_data`]: 'liveEvents',
  [`GET ${LIVE}/transcoders`]: 'liveEvents',
  [`GET ${LIVE}/events/:slug/bookings`]: 'liveEventPage',
  [`POST ${LIVE}/events/:slug/bookings`]: 'liveEventPage',
  [`GET ${LIVE}/events/:slug/subscriptions`]: 'liveEventPage',
  [`GET ${LIVE}/events/:slug/targets`]: 'liveEventPage',
  [`GET ${LIVE}/events/:slug/targets/pasts`]: 'liveEventPage',
  [`GET ${LIVE}/events/:slug/targets/stream_statistics`]: 'liveEventPage',
  [`POST ${LIVE}/events/:slug/custom_notification`]: 'liveEvents',
  [`POST ${LIVE}/events/:slug/links_client_desk_notifications`]: 'smartLinksReadOne',
  [`POST ${LIVE}/events/:slug/delay`]: 'liveEventCoreEdit',
  [`POST ${LIVE}/events/:slug/translation_change_notifications`]: 'translationNotifications',
  [`POST ${LIVE}/events/:slug/synchronizations`]: 'liveEventCoreEdit',
  [`DELETE ${LIVE}/events/:slug/synchronizations`]: 'liveEventCoreEdit',
  [`GET ${LIVE}/events/:slug/translations`]: 'liveEventTranslations',
  [`PUT ${LIVE}/events/:slug/translations/:locale`]: 'liveEventTranslations',
  // The image is presentation, like the title: whoever may edit the event page may change it.
  [`POST ${LIVE}/events/:slug/image`]: 'liveEventPage',
  [`DELETE ${LIVE}/events/:slug/image`]: 'liveEventPage',
} as const satisfies Record<string, TAccessArea>;
