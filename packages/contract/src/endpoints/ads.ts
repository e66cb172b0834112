import { ZAdDuplicate, ZAdsOverview } from '../schemas/ad-fields';
import {
  ZAlert,
  ZAlertCreate,
  ZAlertDuplicates,
  ZAlertList,
  ZAlertListQuery,
  ZAlertUpdate,
} from '../schemas/alerts';
import {
  ZBanner,
  ZBannerCreate,
  ZBannerDuplicates,
  ZBannerList,
  ZBannerListQuery,
  ZBannerPositionUpdate,
  ZBannerUpdate,
} from '../schemas/banners';
import { ZIdParam, ZNoContent } from '../schemas/common';
import { ZHistoryList, ZHistoryQuery } from '../schemas/history';
import { PUBLIC_ADS_PATH, ZPublicAds, ZPublicAdsQuery } from '../schemas/public-ads';
import { defineEndpoint } from './define-endpoint';

const ADS = '/api/admin/ads';
const BANNERS = `${ADS}/banners`;
const ALERTS = `${ADS}/alerts`;
const common = { access: 'ads', tags: ['ads'] } as const;
const open = { access: 'public', tags: ['public ads'] } as const;

/** Alerts and ads (issue #13), guarded by the Ads row of SPEC §6. */
export const adsEndpoints = {
  overview: defineEndpoint({
    ...common,
    method: 'GET',
    path: ADS,
    summary: 'What the area needs first: the main locale /ads leads to',
    response: ZAdsOverview,
  }),
  listBanners: defineEndpoint({
    ...common,
    method: 'GET',
    path: BANNERS,
    summary: "A locale's banners by placement, each placement in order, with their state",
    query: ZBannerListQuery,
    response: ZBannerList,
  }),
  getBanner: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${BANNERS}/:id`,
    summary: 'One banner',
    params: ZIdParam,
    response: ZBanner,
    errors: [404],
  }),
  createBanner: defineEndpoint({
    ...common,
    method: 'POST',
    path: BANNERS,
    summary: 'Create a banner, last in its placement; the image follows through …/{id}/image',
    body: ZBannerCreate,
    response: ZBanner,
    status: 201,
    errors: [409],
  }),
  updateBanner: defineEndpoint({
    ...common,
    method: 'PATCH',
    path: `${BANNERS}/:id`,
    summary: 'Change a banner (409 when the version is stale)',
    params: ZIdParam,
    body: ZBannerUpdate,
    response: ZBanner,
    errors: [404, 409],
  }),
  deleteBanner: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: `${BANNERS}/:id`,
    summary: 'Delete a banner; those after it in its placement move up',
    params: ZIdParam,
    response: ZNoContent,
    status: 204,
    errors: [404, 409],
  }),
  moveBanner: defineEndpoint({
    ...common,
    method: 'PATCH',
    path: `${BANNERS}/:id/positions`,
    summary: 'Move a banner to a 1-based position within its placement',
    params: ZIdParam,
    body: ZBannerPositionUpdate,
    response: ZBanner,
    errors: [404, 409],
  }),
  uploadBannerImage: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${BANNERS}/:id/image`,
    summary:
      'Upload the banner image (multipart field `image`; PNG, JPEG, WebP or GIF up to 5 MB): original and resized variant',
    params: ZIdParam,
    multipart: true,
    response: ZBanner,
    errors: [404, 409, 415],
  }),
  removeBannerImage: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: `${BANNERS}/:id/image`,
    summary: 'Remove the banner image and its variant',
    params: ZIdParam,
    response: ZBanner,
    errors: [404, 409],
  }),
  duplicateBanner: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${BANNERS}/:id/duplicates`,
    summary: 'Copy a banner to other locales (inactive copies, last in the same placement)',
    params: ZIdParam,
    body: ZAdDuplicate,
    response: ZBannerDuplicates,
    status: 201,
    errors: [404, 409],
  }),
  // Histories stay readable after the banner or alert is deleted.
  bannerHistory: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${BANNERS}/:id/history`,
    summary: "A banner's changes, newest first",
    params: ZIdParam,
    query: ZHistoryQuery,
    response: ZHistoryList,
  }),
  listAlerts: defineEndpoint({
    ...common,
    method: 'GET',
    path: ALERTS,
    summary: "A locale's alerts, latest start first, with their state",
    query: ZAlertListQuery,
    response: ZAlertList,
  }),
  getAlert: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${ALERTS}/:id`,
    summary: 'One alert',
    params: ZIdParam,
    response: ZAlert,
    errors: [404],
  }),
  createAlert: defineEndpoint({
    ...common,
    method: 'POST',
    path: ALERTS,
    summary:
      'Create an alert (409 alert_overlap when another of its type would be live at once; end_overlapping ends that one)',
    body: ZAlertCreate,
    response: ZAlert,
    status: 201,
    errors: [409],
  }),
  updateAlert: defineEndpoint({
    ...common,
    method: 'PATCH',
    path: `${ALERTS}/:id`,
    summary: 'Change an alert (409 conflict when stale, 409 alert_overlap as for creation)',
    params: ZIdParam,
    body: ZAlertUpdate,
    response: ZAlert,
    errors: [404, 409],
  }),
  deleteAlert: defineEndpoint({
    ...common,
    method: 'DELETE',
    path: `${ALERTS}/:id`,
    summary: 'Delete an alert',
    params: ZIdParam,
    response: ZNoContent,
    status: 204,
    errors: [404, 409],
  }),
  duplicateAlert: defineEndpoint({
    ...common,
    method: 'POST',
    path: `${ALERTS}/:id/duplicates`,
    summary: 'Copy an alert to other locales (inactive copies)',
    params: ZIdParam,
    body: ZAdDuplicate,
    response: ZAlertDuplicates,
    status: 201,
    errors: [404, 409],
  }),
  alertHistory: defineEndpoint({
    ...common,
    method: 'GET',
    path: `${ALERTS}/:id/history`,
    summary: "An alert's changes, newest first",
    params: ZIdParam,
    query: ZHistoryQuery,
    response: ZHistoryList,
  }),
};

/** What the public news site reads and calls, without a session. */
export const publicAdsEndpoints = {
  feed: defineEndpoint({
    ...open,
    method: 'GET',
    path: PUBLIC_ADS_PATH,
    summary:
      'Live banners (optionally of one placement) and alerts of a locale; ETag (304) and Cache-Control until the next scheduled change',
    query: ZPublicAdsQuery,
    response: ZPublicAds,
  }),
  // No query schema on the two below: shared links pick up tracking parameters.
  click: defineEndpoint({
    ...open,
    method: 'GET',
    path: `${PUBLIC_ADS_PATH}/banners/:id/click`,
    summary: "Counts a click on a live banner and redirects (302) to the banner's stored address",
    params: ZIdParam,
    status: 302,
    head: true,
    errors: [404],
  }),
  impression: defineEndpoint({
    ...open,
    method: 'GET',
    path: `${PUBLIC_ADS_PATH}/banners/:id/impression`,
    summary: 'Counts that the site showed a live banner',
    params: ZIdParam,
    response: ZNoContent,
    status: 204,
    errors: [404],
  }),
};
