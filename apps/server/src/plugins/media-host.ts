import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MEDIA_CACHE_CONTROL, MEDIA_URL_PREFIX, PUBLIC_MEDIA_PREFIXES } from '../adapters/storage';

/**
 * Serves the public part of the local media folder at /media/ (nothing when
 * media live in S3): files under PUBLIC_MEDIA_PREFIXES only, no directory
 * listing, no dot files, nothing outside the folder (@fastify/static resolves
 * and confines every path), cached for a year since a key never changes content. Encapsulated, so it does not clash with the web host.
 */
export async function mediaHostPlugin(app: FastifyInstance) {
  const folder = app.storage.localFolder;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await app.register(fastifyStatic, {
    root: folder,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    serveDotFiles: false,
    allowedPath: (path) => PUBLIC_MEDIA_PREFIXES.some((prefix) => path.startsWith(`/${prefix}`)),
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', MEDIA_CACHE_CONTROL);
      // The public site, on another origin, shows these images too.
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}
