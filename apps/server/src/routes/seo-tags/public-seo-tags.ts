import { createHash } from 'node:crypto';
import { publicSeoTagEndpoints } from '@newsroom/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { defineRoute } from '../../http/define-route';
import { readPublicSeoTags } from '../../services/seo-tags';

/** Where the site reaches this API: PUBLIC_URL when set, else the host the request came to. */
const publicBase = (request: FastifyRequest, publicUrl: string | undefined) =>
  (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

/** A change shows on the site within a minute; an unchanged answer is a 304. */
const MAX_AGE_SECONDS = 60;

const etagOf = (body: unknown) =>
  `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 32)}"`;

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  Boolean(ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag));

/** GET /api/public/seo_tags/{locale}: no session, any site may read it (no cookies involved). */
export const publicSeoTagsRoute: FastifyPluginAsync = async (app) => {
  defineRoute(app, publicSeoTagEndpoints.read, async (request, reply) => {
    const body = await readPublicSeoTags(
      app.db,
      request.params.locale,
      publicBase(request, app.config.PUBLIC_URL),
    );
    const etag = etagOf(body);
    reply
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}`)
      .header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return body;
  });
};
