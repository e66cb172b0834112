import { liveEventEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineHistoryRoute } from '../../http/define-history-route';
import { findLiveEvent } from '../../services/live-events/find-live-event';

export const eventHistoryRoute: FastifyPluginAsync = async (app) => {
  defineHistoryRoute(app, liveEventEndpoints.history, {
    subject: 'live_event',
    subjectId: async (request) => (await findLiveEvent(app.db, request.params.slug)).id,
  });
};
