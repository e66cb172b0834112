import multipart from '@fastify/multipart';
import {
  LIVE_EVENT_IMAGE_FIELD,
  ZErrorResponse,
  ZLiveEvent,
  ZLiveEventSlugParam,
} from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../http/actor-of';
import { HttpError } from '../../lib/http-error';
import { largerThan, readImageUpload } from '../../lib/read-image-upload';
import { removeEventImage, replaceEventImage } from '../../services/live-events/event-image';
import { findLiveEvent } from '../../services/live-events/find-live-event';
import { LIVE } from './base';

const URL = `${LIVE}/events/:slug/image`;
const errors = {
  403: ZErrorResponse,
  404: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
  422: ZErrorResponse,
};

/**
 * POST stores an uploaded image and its 273x154 variant; DELETE removes them.
 * Multipart is parsed in this plugin only: everywhere else bodies stay JSON-only,
 * and the Origin check (security plugin) applies here as to every write.
 */
export const eventImageRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const deps = () => ({ transact: app.transact, storage: app.storage });

  app.post(
    URL,
    {
      schema: {
        tags: ['live events'],
        summary: 'Upload the event image (multipart field `image`): original and 273x154 variant',
        params: ZLiveEventSlugParam,
        response: { 200: ZLiveEvent, ...errors },
      },
    },
    async (request) => {
      const event = await findLiveEvent(app.db, request.params.slug);
      const bytes = await readImageUpload(request, {
        field: LIVE_EVENT_IMAGE_FIELD,
        maxBytes: app.config.MEDIA_MAX_BYTES,
        tooLarge: (max) =>
          new HttpError(413, 'payload_too_large', LIVE_EVENT_IMAGE_FIELD, largerThan(max)),
      });
      return replaceEventImage(
        { ...deps(), log: request.log },
        actorOf(request).id,
        event.id,
        bytes,
        app.now(),
      );
    },
  );

  app.delete(
    URL,
    {
      schema: {
        tags: ['live events'],
        summary: 'Remove the event image and its variant',
        params: ZLiveEventSlugParam,
        response: { 200: ZLiveEvent, 403: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      const event = await findLiveEvent(app.db, request.params.slug);
      return removeEventImage(
        { ...deps(), log: request.log },
        actorOf(request).id,
        event.id,
        app.now(),
      );
    },
  );
};
