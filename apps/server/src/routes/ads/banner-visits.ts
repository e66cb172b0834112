import { publicAdsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { notFound } from '../../lib/http-error';
import {
  AD_CLICKS_PER_IP,
  AD_IMPRESSIONS_PER_IP,
  countBannerVisit,
} from '../../services/ads/count-banner-visit';
import { PUBLIC_HEADERS } from './public-ads';

/** The public site's banner links and beacons. No transaction: each count is one atomic statement. */
export const bannerVisitsRoute: FastifyPluginAsync = async (app) => {
  const windowMs = () => app.config.RATE_LIMIT_WINDOW_SECONDS * 1000;

  defineRoute(app, publicAdsEndpoints.click, async (request, reply) => {
    const found = await countBannerVisit(app.db, {
      id: request.params.id,
      kind: 'click',
      userAgent: request.headers['user-agent'],
      countable: request.method === 'GET',
      limit: { key: `ad_click:ip:${request.ip}`, limit: AD_CLICKS_PER_IP, windowMs: windowMs() },
      now: app.now(),
    });
    if (!found) throw notFound();
    // Every click must reach the server to be counted.
    reply.header('cache-control', 'no-store');
    return reply.redirect(found.targetUrl, 302);
  });

  defineRoute(app, publicAdsEndpoints.impression, async (request, reply) => {
    const found = await countBannerVisit(app.db, {
      id: request.params.id,
      kind: 'impression',
      userAgent: request.headers['user-agent'],
      countable: true,
      limit: {
        key: `ad_impression:ip:${request.ip}`,
        limit: AD_IMPRESSIONS_PER_IP,
        windowMs: windowMs(),
      },
      now: app.now(),
    });
    if (!found) throw notFound();
    reply.headers(PUBLIC_HEADERS).header('cache-control', 'no-store');
    return null;
  });
};
