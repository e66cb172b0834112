import { PUBLIC_ADS_PATH, ZErrorResponse, ZIdParam } from '@newsroom/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import {
  AD_CLICKS_PER_IP,
  AD_IMPRESSIONS_PER_IP,
  countBannerVisit,
  type TBannerVisit,
} from '../../services/ads/count-banner-visit';
import { PUBLIC_HEADERS } from './public-ads';

/**
 * The public site's links and beacons of a banner. No transaction: each count is one
 * atomic statement. No query schema: shared links pick up tracking parameters.
 */
export const bannerVisitsRoute: FastifyPluginAsyncZod = async (app) => {
  const visit = (what: TBannerVisit) => countBannerVisit(app.db, what);
  const windowMs = app.config.RATE_LIMIT_WINDOW_SECONDS * 1000;

  app.route({
    method: ['GET', 'HEAD'],
    url: `${PUBLIC_ADS_PATH}/banners/:id/click`,
    schema: {
      tags: ['public'],
      summary:
        "Public: counts a click on a live banner and redirects (302) to the banner's address",
      params: ZIdParam,
      response: { 404: ZErrorResponse, 422: ZErrorResponse },
    },
    handler: async (request, reply) => {
      const found = await visit({
        id: request.params.id,
        kind: 'click',
        userAgent: request.headers['user-agent'],
        countable: request.method === 'GET',
        limit: { key: `ad_click:ip:${request.ip}`, limit: AD_CLICKS_PER_IP, windowMs },
        now: app.now(),
      });
      if (!found) throw notFound();
      // Every click must reach the server to be counted.
      reply.header('cache-control', 'no-store');
      return reply.redirect(found.targetUrl, 302);
    },
  });

  app.get(
    `${PUBLIC_ADS_PATH}/banners/:id/impression`,
    {
      schema: {
        tags: ['public'],
        summary: 'Public: counts that the site showed a live banner (204)',
        params: ZIdParam,
        response: { 204: z.null(), 404: ZErrorResponse, 422: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const found = await visit({
        id: request.params.id,
        kind: 'impression',
        userAgent: request.headers['user-agent'],
        countable: true,
        limit: { key: `ad_impression:ip:${request.ip}`, limit: AD_IMPRESSIONS_PER_IP, windowMs },
        now: app.now(),
      });
      if (!found) throw notFound();
      return reply
        .headers(PUBLIC_HEADERS)
        .header('cache-control', 'no-store')
        .status(204)
        .send(null);
    },
  );
};
