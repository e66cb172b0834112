import type { FastifyPluginAsync } from 'fastify';
import { createTagRoute } from './create-tag';
import { deleteTagRoute } from './delete-tag';
import { getTagRoute } from './get-tag';
import { listDashboardTagsRoute } from './list-dashboard-tags';
import { listTagsRoute } from './list-tags';
import { moveTagRoute } from './move-tag';
import { renameTagRoute } from './rename-tag';
import { replaceAndDestroyRoute } from './replace-and-destroy';
import { setDashboardRoute } from './set-dashboard';
import { tagHistoryRoute } from './tag-history';

/** SPEC §7 Tags, under /api/admin/content/tags. */
export const tagsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(listTagsRoute);
  await app.register(listDashboardTagsRoute);
  await app.register(getTagRoute);
  await app.register(createTagRoute);
  await app.register(renameTagRoute);
  await app.register(moveTagRoute);
  await app.register(setDashboardRoute);
  await app.register(deleteTagRoute);
  await app.register(replaceAndDestroyRoute);
  await app.register(tagHistoryRoute);
};
