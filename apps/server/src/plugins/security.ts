import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config';
import { HttpError } from '../lib/http-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const API_PREFIXES = ['/api/', '/users/', '/current_user.json', '/healthz'];

/** Same host as the request: the browser sets Host itself, and a proxy may change the scheme. */
function isOwnOrigin(request: FastifyRequest, origin: string): boolean {
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

/**
 * Headers (CSP without inline scripts, nosniff, HSTS in production), CORS for
 * listed origins only, an Origin check on state-changing calls (CSRF) and
 * `Cache-Control: no-store` on every API answer.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: TConfig }) => {
  const publicOrigin = config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : [];
  const allowed = new Set([...config.allowedOrigins, ...publicOrigin]);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its theme variables into a <style> element.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...allowed],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    hsts: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });

  await app.register(cors, {
    credentials: true,
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
  });

  // Only JSON bodies are accepted on state-changing calls.
  app.removeContentTypeParser(['text/plain']);

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin && !isOwnOrigin(request, origin) && !allowed.has(origin)) {
      throw new HttpError(403, 'csrf_rejected');
    }
  });

  app.addHook('onSend', async (request, reply) => {
    if (API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('Cache-Control', 'no-store');
    }
  });
});
