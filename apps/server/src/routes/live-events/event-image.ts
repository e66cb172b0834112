import multipart from '@fastify/multipart';
import { LIVE_EVENT_IMAGE_FIELD, liveEventEndpoints } from '@newsroom/contract';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { HttpError } from '../../lib/http-error';
import { largerThan, readImageUpload } from '../../lib/read-image-upload';
import { removeEventImage, replaceEventImage } from '../../services/live-events/event-image';
import { findLiveEvent } from '../../services/live-events/find-live-event';

/**
 * POST stores an uploaded image and its 273x154 variant; DELETE removes them.
 * Multipart is parsed in this plugin only: everywhere else bodies stay JSON-only,
 * and the Origin check (security plugin) applies here as to every write.
 */
export const eventImageRoute: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const deps = (log: FastifyBaseLogger) => ({ transact: app.transact, storage: app.storage, log });

  defineRoute(app, liveEventEndpoints.uploadImage, async (request) => {
    const event = await findLiveEvent(app.db, request.params.slug);
    const bytes = await readImageUpload(request, {
      field: LIVE_EVENT_IMAGE_FIELD,
      maxBytes: app.config.MEDIA_MAX_BYTES,
      tooLarge: (max) =>
        new HttpError(413, 'payload_too_large', LIVE_EVENT_IMAGE_FIELD, largerThan(max)),
    });
    return replaceEventImage(deps(request.log), actorOf(request).id, event.id, bytes, app.now());
  });

  defineRoute(app, liveEventEndpoints.removeImage, async (request) => {
    const event = await findLiveEvent(app.db, request.params.slug);
    return removeEventImage(deps(request.log), actorOf(request).id, event.id, app.now());
  });
};
