import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { TConfig } from '../config';
import { HttpError } from '../lib/http-error';
import { normalisedPath } from '../lib/request-path';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const API_PREFIXES = ['/api/', '/users/', '/current_user.json', '/healthz'];

/** `scheme://host[:port]` of a URL (default ports dropped); null for anything else ("null" too). */
function originOf(value: string): string | null {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Helmet's headers for these options, worked out once: with static directives
 * they never vary by request, and setting a ready object is several times
 * cheaper than running helmet's middleware chain on every answer.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Headers (a CSP without inline scripts, nosniff, HSTS in production, and
 * `Cache-Control: no-store` on every API answer), CORS for listed origins
 * only, and an Origin (or Referer) check on state-changing calls (CSRF).
 */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: TConfig }) => {
  const publicOrigin = config.PUBLIC_URL ? [new URL(config.PUBLIC_URL).origin] : [];
  const allowed = new Set([...config.allowedOrigins, ...publicOrigin]);
  // The origins a state-changing call may come from, compared by scheme, host and port: with
  // PUBLIC_URL only that one (and ALLOWED_ORIGINS); without it (development) also the listening
  // address and the origin the request itself was sent to, whatever host name reached it.
  const trusted = new Set(
    [...allowed, ...(config.PUBLIC_URL ? [] : [config.publicUrl])].map(originOf),
  );
  const ownOriginTrusted = !config.PUBLIC_URL;
  const trustedSender = (request: FastifyRequest, claimed: string) => {
    const origin = originOf(claimed);
    if (origin === null) return false;
    if (trusted.has(origin)) return true;
    return ownOriginTrusted && origin === originOf(`${request.protocol}://${request.host}`);
  };

  const documentHeaders = helmetHeaders({
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
  // JSON answers are never rendered as documents: they get the short set OWASP advises for
  // APIs (nothing may load or frame them, no sniffing, no caching); pages get helmet's full set.
  const apiHeaders: Record<string, string> = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
  };
  const hsts = documentHeaders['strict-transport-security'];
  if (hsts) apiHeaders['strict-transport-security'] = hsts;
  // One callback-style hook: it runs on every request, and an async hook costs a promise.
  app.addHook('onRequest', (request, reply, done) => {
    // The matched route's pattern (or, unmatched, the decoded path), never the URL's spelling.
    const path = request.routeOptions.url ?? normalisedPath(request.url);
    const api =
      API_PREFIXES.some((prefix) => path.startsWith(prefix)) && !path.startsWith('/api/docs');
    reply.headers(api ? apiHeaders : documentHeaders);
    if (!STATE_CHANGING.has(request.method)) return done();
    // Browsers send Origin on every state-changing fetch; Referer stands in where it is missing.
    const claimed = request.headers.origin ?? request.headers.referer;
    if (claimed !== undefined && !trustedSender(request, claimed)) {
      return done(new HttpError(403, 'csrf_rejected'));
    }
    done();
  });

  // Only origins named in configuration get CORS answers; with none named (the back office and
  // its API share one origin) no CORS work is done at all.
  if (allowed.size > 0) {
    await app.register(cors, { credentials: true, origin: [...allowed] });
  }

  // Only JSON bodies are accepted on state-changing calls.
  app.removeContentTypeParser(['text/plain']);
});
