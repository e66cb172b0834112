import { liveEventEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { listLiveEvents, type TLiveEventScope } from '../../services/live-events/list-live-events';

const LISTS = [
  [liveEventEndpoints.list, 'all'],
  [liveEventEndpoints.listAll, 'all'],
  [liveEventEndpoints.listActive, 'actives'],
  [liveEventEndpoints.listPast, 'pasts'],
] as const satisfies readonly (readonly [unknown, TLiveEventScope])[];

export const listEventsRoute: FastifyPluginAsync = async (app) => {
  for (const [endpoint, scope] of LISTS) {
    defineRoute(app, endpoint, async (request) => listLiveEvents(app.db, scope, request.query));
  }
};
