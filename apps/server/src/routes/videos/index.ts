import type { FastifyPluginAsync } from 'fastify';
import { bulkActionRoute } from './bulk-action';
import { exportDownloadsRoute } from './export-downloads';
import { exportVideosRoute } from './export-videos';
import { listDownloadsRoute } from './list-downloads';
import { listTranslationsRoute } from './list-translations';
import { saveTranslationRoute } from './save-translation';
import { searchVideosRoute } from './search-videos';
import { videoRoute } from './video';

/** SPEC §7 Videos. */
export const videosRoutes: FastifyPluginAsync = async (app) => {
  await app.register(searchVideosRoute);
  await app.register(bulkActionRoute);
  await app.register(videoRoute);
  await app.register(exportVideosRoute);
  await app.register(listDownloadsRoute);
  await app.register(exportDownloadsRoute);
  await app.register(listTranslationsRoute);
  await app.register(saveTranslationRoute);
};
