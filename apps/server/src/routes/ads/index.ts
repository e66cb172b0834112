import type { FastifyPluginAsync } from 'fastify';
import { adHistoryRoute } from './ad-history';
import { adsOverviewRoute } from './ads-overview';
import { bannerImageRoute } from './banner-image';
import { bannerVisitsRoute } from './banner-visits';
import { createBannerRoute } from './create-banner';
import { deleteAlertRoute } from './delete-alert';
import { deleteBannerRoute } from './delete-banner';
import { duplicateAlertRoute } from './duplicate-alert';
import { duplicateBannerRoute } from './duplicate-banner';
import { listAlertsRoute } from './list-alerts';
import { listBannersRoute } from './list-banners';
import { moveBannerRoute } from './move-banner';
import { publicAdsRoute } from './public-ads';
import { saveAlertRoute } from './save-alert';
import { updateBannerRoute } from './update-banner';

/** Alerts and ads: /api/admin/ads (the Ads row of SPEC §6) and the public /api/public/ads. */
export const adsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adsOverviewRoute);
  await app.register(listBannersRoute);
  await app.register(createBannerRoute);
  await app.register(updateBannerRoute);
  await app.register(deleteBannerRoute);
  await app.register(moveBannerRoute);
  await app.register(bannerImageRoute);
  await app.register(duplicateBannerRoute);
  await app.register(listAlertsRoute);
  await app.register(saveAlertRoute);
  await app.register(deleteAlertRoute);
  await app.register(duplicateAlertRoute);
  await app.register(adHistoryRoute);
  await app.register(publicAdsRoute);
  await app.register(bannerVisitsRoute);
};
