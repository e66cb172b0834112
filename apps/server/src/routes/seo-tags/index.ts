import multipart from '@fastify/multipart';
import {
  SEO_IMAGE_FIELD,
  SEO_IMAGE_MAX_BYTES,
  seoTagEndpoints,
  type TSeoPageType,
} from '@newsroom/contract';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../http/actor-of';
import { defineHistoryRoute } from '../../http/define-history-route';
import { defineRoute } from '../../http/define-route';
import { HttpError } from '../../lib/http-error';
import { largerThan, readImageUpload } from '../../lib/read-image-upload';
import { readSeoTags, seoSubjectId } from '../../services/seo-tags/read-seo-tags';
import { saveSeoTag } from '../../services/seo-tags/save-seo-tag';
import { removeSeoImage, replaceSeoImage } from '../../services/seo-tags/seo-tag-image';
import { publicSeoTagsRoute } from './public-seo-tags';

const targetOf = (params: { locale: string; page_type: TSeoPageType }) => ({
  locale: params.locale,
  pageType: params.page_type,
});

/** /settings/seo-tags: a locale's meta tags, saving one page type, its image and history. */
export const seoTagRoutes: FastifyPluginAsync = async (app) => {
  await app.register(publicSeoTagsRoute);
  await app.register(seoTagImageRoute);

  defineRoute(app, seoTagEndpoints.list, async (request) => ({
    locale: request.params.locale,
    seo_tags: await readSeoTags(app.db, request.params.locale),
  }));

  defineRoute(app, seoTagEndpoints.update, async (request) => {
    const actorId = actorOf(request).id;
    return app.transact((tx) =>
      saveSeoTag(tx, actorId, targetOf(request.params), request.body.seo_tag, app.now()),
    );
  });

  defineHistoryRoute(app, seoTagEndpoints.history, {
    subject: 'seo_tag',
    subjectId: (request) => seoSubjectId(request.params.locale, request.params.page_type),
  });
};

/** Multipart is parsed in this plugin only; every other body stays JSON. */
const seoTagImageRoute: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  const deps = (log: FastifyBaseLogger) => ({ transact: app.transact, storage: app.storage, log });

  defineRoute(app, seoTagEndpoints.uploadImage, async (request) => {
    const bytes = await readImageUpload(request, {
      field: SEO_IMAGE_FIELD,
      maxBytes: Math.min(SEO_IMAGE_MAX_BYTES, app.config.MEDIA_MAX_BYTES),
      tooLarge: (max) => new HttpError(422, 'invalid', SEO_IMAGE_FIELD, largerThan(max)),
    });
    return replaceSeoImage(deps(request.log), actorOf(request).id, targetOf(request.params), bytes);
  });

  defineRoute(app, seoTagEndpoints.removeImage, (request) =>
    removeSeoImage(deps(request.log), actorOf(request).id, targetOf(request.params)),
  );
};
