import { ZHistoryList, ZHistoryQuery } from '../schemas/history';
import { ZLiveEventSlugParam } from '../schemas/live-events';
import { defineEndpoint } from './define-endpoint';

const LIVE = '/api/admin/content/live';
const common = { tags: ['live events'] } as const;

/** SPEC §7 Live events, guarded by the live-event rows of SPEC §6. */
export const liveEventEndpoints = {
  history: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${LIVE}/events/:slug/history`,
    access: 'liveEventPage',
    summary: 'Who changed the event, when, before and after',
    params: ZLiveEventSlugParam,
    query: ZHistoryQuery,
    response: ZHistoryList,
    errors: [404],
  }),
};
