import { createHash } from 'node:crypto';
import { PUBLIC_ADS_PATH, ZErrorResponse, ZPublicAds, ZPublicAdsQuery } from '@newsroom/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readPublicAds } from '../../services/ads/public-ads';

/** Where the site reaches this API: PUBLIC_URL when set, else the host the request came to. */
export const publicBase = (request: FastifyRequest, publicUrl: string | undefined) =>
  (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

/** Headers of every public ads answer: any site may read it (no cookies are involved). */
export const PUBLIC_HEADERS = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
};

const etagOf = (body: unknown) =>
  `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * The public read of the news site: what is live now, without a session. Reusable until
 * the next scheduled start or end (at most a minute); an unchanged answer is a 304.
 */
export const publicAdsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PUBLIC_ADS_PATH,
    {
      schema: {
        tags: ['public'],
        summary: 'Public: live banners (optionally of one placement) and alerts of a locale',
        querystring: ZPublicAdsQuery,
        response: { 200: ZPublicAds, 304: z.null(), 422: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const { ads, maxAge } = await readPublicAds(
        app.db,
        request.query,
        publicBase(request, app.config.PUBLIC_URL),
        app.now(),
      );
      const etag = etagOf(ads);
      reply
        .headers(PUBLIC_HEADERS)
        .header('cache-control', `public, max-age=${maxAge}`)
        .header('etag', etag);
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return ads;
    },
  );
};
