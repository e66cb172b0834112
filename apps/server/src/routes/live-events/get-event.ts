import { liveEventEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { findLiveEvent } from '../../services/live-events/find-live-event';
import { presentLiveEvent } from '../../services/live-events/present-live-event';

export const getEventRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, liveEventEndpoints.get, async (request) =>
    presentLiveEvent(app.db, await findLiveEvent(app.db, request.params.slug)),
  );
};
