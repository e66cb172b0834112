import { liveEventOperationEndpoints as ops } from '../endpoints/live-event-operations';
import { liveEventEndpoints as live } from '../endpoints/live-events';
import { referenceEndpoints } from '../endpoints/reference';
import type { TFirstScreenRequest as TRequest } from './requests';

/** The live event page's tabs; the open one is in the URL (`?tab=stream`), the first by default. */
export const LIVE_EVENT_TABS = ['event', 'stream', 'audience'] as const;
export type TLiveEventTab = (typeof LIVE_EVENT_TABS)[number];

export const liveEventTabOf = (search: URLSearchParams): TLiveEventTab =>
  LIVE_EVENT_TABS.find((tab) => tab === search.get('tab')) ?? 'event';

/** The tag picker's search over the English tags: the query of `tagOptionEndpoints.liveEvents`. */
export const liveEventTagOptionsQuery = (q: string) => ({ locale: 'en', ...(q ? { q } : {}) });

/**
 * What the event form shows at once beside the event: the lists that name its chosen values
 * (languages, transcoder, region, country). Not the tag picker's options: a closed picker shows
 * only the event's own tags, which come with the event; it asks for options once drawn.
 */
const FORM_LISTS: TRequest[] = [
  { endpoint: live.languages },
  { endpoint: live.transcoders },
  { endpoint: referenceEndpoints.adminRegions },
  { endpoint: referenceEndpoints.adminCountries },
];

/**
 * The GETs `/content/live-event/{slug}` makes at once: a new event's stream target defaults, or
 * the event and what its open tab shows (the form's lists, the targets' figures, or its bookings
 * and subscriptions). The screen's loader asks the same (features/live-events).
 */
export function liveEventPageRequests(slug: string, search: URLSearchParams): TRequest[] {
  if (slug === 'new') return [{ endpoint: live.streamToDefaults }, ...FORM_LISTS];
  const params = { slug };
  const tab = liveEventTabOf(search);
  const shown: Record<TLiveEventTab, TRequest[]> = {
    event: FORM_LISTS,
    stream: [{ endpoint: ops.streamStatistics, params }],
    audience: [
      { endpoint: ops.bookings, params },
      { endpoint: ops.subscriptions, params },
    ],
  };
  return [{ endpoint: live.get, params }, ...shown[tab]];
}
