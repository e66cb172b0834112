import multipart from '@fastify/multipart';
import { BANNER_IMAGE_FIELD, BANNER_IMAGE_MAX_BYTES, ZBanner, ZIdParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { largerThan, readImageUpload } from '../../lib/read-image-upload';
import { removeBannerImage, replaceBannerImage } from '../../services/ads/banner-image';
import { getBanner } from '../../services/ads/list-banners';
import { ADS, actorOf, errorsOf, TAGS } from './base';

const URL = `${ADS}/banners/:id/image`;

/**
 * POST stores the banner image (multipart field `image`, PNG, JPEG, WebP or GIF up to 5 MB,
 * refused with 422 on the field otherwise) and its resized variant; DELETE removes them.
 * Multipart is parsed in this plugin only.
 */
export const bannerImageRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const deps = (log: typeof app.log) => ({ transact: app.transact, storage: app.storage, log });

  app.post(
    URL,
    {
      schema: {
        tags: TAGS,
        summary: 'Upload the banner image (multipart field `image`): original and resized variant',
        params: ZIdParam,
        response: { 200: ZBanner, ...errorsOf(404, 409, 415, 422) },
      },
    },
    async (request) => {
      await getBanner(app.db, request.params.id, app.now());
      const bytes = await readImageUpload(request, {
        field: BANNER_IMAGE_FIELD,
        maxBytes: Math.min(BANNER_IMAGE_MAX_BYTES, app.config.MEDIA_MAX_BYTES),
        tooLarge: (max) => new HttpError(422, 'invalid', BANNER_IMAGE_FIELD, largerThan(max)),
      });
      return replaceBannerImage(
        deps(request.log),
        actorOf(request),
        request.params.id,
        bytes,
        app.now(),
      );
    },
  );

  app.delete(
    URL,
    {
      schema: {
        tags: TAGS,
        summary: 'Remove the banner image and its variant',
        params: ZIdParam,
        response: { 200: ZBanner, ...errorsOf(404, 409, 422) },
      },
    },
    (request) =>
      removeBannerImage(deps(request.log), actorOf(request), request.params.id, app.now()),
  );
};
