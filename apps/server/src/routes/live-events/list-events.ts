import { ZErrorResponse, ZLiveEventList, ZLiveEventListQuery } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listLiveEvents, type TLiveEventScope } from '../../services/live-events/list-live-events';
import { LIVE } from './base';

const LISTS: [string, TLiveEventScope, string][] = [
  [`${LIVE}/events`, 'all', 'Events, searched and filtered'],
  [`${LIVE}/all_events`, 'all', 'Every event'],
  [`${LIVE}/events/actives`, 'actives', 'Events not ended yet'],
  [`${LIVE}/events/pasts`, 'pasts', 'Past events (history)'],
];

export const listEventsRoute: FastifyPluginAsyncZod = async (app) => {
  for (const [url, scope, summary] of LISTS) {
    app.get(
      url,
      {
        schema: {
          tags: ['live events'],
          summary,
          querystring: ZLiveEventListQuery,
          response: { 200: ZLiveEventList, 422: ZErrorResponse },
        },
      },
      async (request) => listLiveEvents(app.db, scope, request.query),
    );
  }
};
