import type { FastifyPluginAsync } from 'fastify';
import { audienceRoute } from './audience';
import { changeStatusRoute } from './change-status';
import { createEventRoute } from './create-event';
import { delayEventRoute } from './delay-event';
import { eventImageRoute } from './event-image';
import { getEventRoute } from './get-event';
import { eventHistoryRoute } from './history';
import { listEventsRoute } from './list-events';
import { notificationsRoute } from './notifications';
import { liveReferenceRoute } from './reference';
import { synchronizationsRoute } from './synchronizations';
import { targetsRoute } from './targets';
import { translationsRoute } from './translations';
import { updateEventRoute } from './update-event';

/** SPEC §7 Live events, under /api/admin/content/live. */
export const liveEventsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listEventsRoute);
  await app.register(getEventRoute);
  await app.register(createEventRoute);
  await app.register(updateEventRoute);
  await app.register(changeStatusRoute);
  await app.register(delayEventRoute);
  await app.register(notificationsRoute);
  await app.register(audienceRoute);
  await app.register(targetsRoute);
  await app.register(liveReferenceRoute);
  await app.register(synchronizationsRoute);
  await app.register(eventHistoryRoute);
  await app.register(translationsRoute);
  await app.register(eventImageRoute);
};
