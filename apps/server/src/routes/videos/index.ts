import type { FastifyPluginAsync } from 'fastify';
import { bulkActionRoute } from './bulk-action';
import { searchVideosRoute } from './search-videos';
import { videoRoute } from './video';

/** SPEC §7 Videos. */
export const videosRoutes: FastifyPluginAsync = async (app) => {
  await app.register(searchVideosRoute);
  await app.register(bulkActionRoute);
  await app.register(videoRoute);
};
