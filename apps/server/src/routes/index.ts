import type { FastifyInstance } from 'fastify';
import { adsRoutes } from './ads';
import { authRoutes } from './auth';
import { contentTagsRoutes } from './content-tags';
import { countriesRoutes } from './countries';
import { customersRoutes } from './customers';
import { ftpVideosRoutes } from './ftp-videos';
import { healthRoutes } from './health';
import { liveEventsRoutes } from './live-events';
import { newslettersRoutes } from './newsletters';
import { planningRoutes } from './planning';
import { preferencesRoutes } from './preferences';
import { referenceRoutes } from './reference';
import { releaseNotesRoutes } from './release-notes';
import { seoTagRoutes } from './seo-tags';
import { settingsRoutes } from './settings';
import { smartLinksRoutes } from './smart-links';
import { statisticsRoutes } from './statistics';
import { tagsRoutes } from './tags';
import { teletraxRoutes } from './teletrax';
import { termsRoutes } from './terms';
import { translationQueueRoutes } from './translation-queue';
import { videosRoutes } from './videos';

/**
 * Every area of the API, one plugin each: add one line for a new area. Its
 * /api/admin routes also need ENDPOINT_ACCESS entries in the contract, or the
 * server refuses to start.
 */
export async function registerRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(referenceRoutes);
  await app.register(settingsRoutes);
  await app.register(countriesRoutes);
  await app.register(tagsRoutes);
  await app.register(liveEventsRoutes);
  await app.register(videosRoutes);
  await app.register(contentTagsRoutes);
  await app.register(ftpVideosRoutes);
  await app.register(smartLinksRoutes);
  await app.register(adsRoutes);
  await app.register(translationQueueRoutes);
  await app.register(customersRoutes);
  await app.register(termsRoutes);
  await app.register(planningRoutes);
  await app.register(preferencesRoutes);
  await app.register(statisticsRoutes);
  await app.register(teletraxRoutes);
  await app.register(newslettersRoutes);
  await app.register(seoTagRoutes);
  await app.register(releaseNotesRoutes);
}
