import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser, rememberedSessionUser } from '../services/auth/sessions';

export const SESSION_COOKIE = 'sid';

/** Static files of the web app need no session lookup, nor the API docs where anyone may read them. */
function needsSession(url: string, docsOpen: boolean): boolean {
  return (
    !url.startsWith('/cms') && url !== '/healthz' && !(docsOpen && url.startsWith('/api/docs'))
  );
}

export function setSessionCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  absoluteMs: number,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.production,
    // The server ends sessions itself (idle and absolute); the cookie lives no longer than the absolute age.
    maxAge: Math.floor(absoluteMs / 1000),
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.production,
  });
}

export function sessionToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 200 ? token : undefined;
}

/** Reads the `sid` cookie and sets `request.currentUser` (null when signed out). */
export const sessionsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cookie);
  app.decorateRequest('currentUser', null);
  // In production the docs are for admins (plugins/access.ts), so their caller is looked up.
  const docsOpen = !app.config.production;
  // Callback-style with a synchronous path: a remembered session costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.currentUser = null;
    if (!needsSession(request.url, docsOpen)) return done();
    const token = sessionToken(request);
    if (!token) return done();
    const now = app.now();
    const remembered = rememberedSessionUser(token, now, app.config);
    if (remembered) {
      request.currentUser = remembered;
      return done();
    }
    findSessionUser(app.db, token, now, app.config).then((user) => {
      request.currentUser = user;
      done();
    }, done);
  });
});
