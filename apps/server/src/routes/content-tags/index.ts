import type { FastifyPluginAsync } from 'fastify';
import { assignContentTagRoute } from './assign-content-tag';
import { listAreaTagOptionsRoute } from './list-area-tag-options';
import { listContentTagsRoute } from './list-content-tags';
import { listTagOptionsRoute } from './list-tag-options';
import { removeContentTagRoute } from './remove-content-tag';
import { unknownContentTypeRoute } from './unknown-content-type';

/** The tags of one video or live event in one locale (SPEC §2 `/content/{type}/{id}/tags/{locale}`). */
export const contentTagsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listContentTagsRoute);
  await app.register(listTagOptionsRoute);
  await app.register(listAreaTagOptionsRoute);
  await app.register(assignContentTagRoute);
  await app.register(removeContentTagRoute);
  await app.register(unknownContentTypeRoute);
};
