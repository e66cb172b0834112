import { liveEventEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { listLanguages } from '../../services/live-events/language-data';
import { listTranscoders } from '../../services/live-events/transcoders';
import { streamToDefaults } from '../../services/settings';

export const liveReferenceRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, liveEventEndpoints.languages, async () => listLanguages(app.db));
  defineRoute(app, liveEventEndpoints.streamToDefaults, async () => streamToDefaults(app.db));
  defineRoute(app, liveEventEndpoints.transcoders, async () => listTranscoders(app.db));
};
