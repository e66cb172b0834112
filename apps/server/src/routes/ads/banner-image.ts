import multipart from '@fastify/multipart';
import { adsEndpoints, BANNER_IMAGE_FIELD, BANNER_IMAGE_MAX_BYTES } from '@newsroom/contract';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineRoute } from '../../http/define-route';
import { HttpError } from '../../lib/http-error';
import { largerThan, readImageUpload } from '../../lib/read-image-upload';
import { removeBannerImage, replaceBannerImage } from '../../services/ads/banner-image';
import { getBanner } from '../../services/ads/list-banners';

/**
 * POST stores the banner image and its resized variant, refusing anything but a PNG, JPEG,
 * WebP or GIF up to 5 MB with 422 on the field; DELETE removes them. Multipart is parsed
 * in this plugin only.
 */
export const bannerImageRoute: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const deps = (log: FastifyBaseLogger) => ({ transact: app.transact, storage: app.storage, log });

  defineRoute(app, adsEndpoints.uploadBannerImage, async (request) => {
    await getBanner(app.db, request.params.id, app.now());
    const bytes = await readImageUpload(request, {
      field: BANNER_IMAGE_FIELD,
      maxBytes: Math.min(BANNER_IMAGE_MAX_BYTES, app.config.MEDIA_MAX_BYTES),
      tooLarge: (max) => new HttpError(422, 'invalid', BANNER_IMAGE_FIELD, largerThan(max)),
    });
    return replaceBannerImage(
      deps(request.log),
      actorOf(request).id,
      request.params.id,
      bytes,
      app.now(),
    );
  });

  defineRoute(app, adsEndpoints.removeBannerImage, (request) =>
    removeBannerImage(deps(request.log), actorOf(request).id, request.params.id, app.now()),
  );
};
