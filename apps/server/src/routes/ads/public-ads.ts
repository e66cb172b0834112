import { createHash } from 'node:crypto';
import { publicAdsEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { readPublicAds } from '../../services/ads/public-ads';

/** Where the site reaches this API: PUBLIC_URL when set, else the host the request came to. */
const publicBase = (request: FastifyRequest, publicUrl: string | undefined) =>
  (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

/** Headers of the public ads answers: any site may read them (no cookies are involved). */
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
export const publicAdsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, publicAdsEndpoints.feed, async (request, reply) => {
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
    if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return ads;
  });
};
