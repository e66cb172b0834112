import {
  canAccess,
  ENDPOINT_ACCESS,
  isAdmin,
  PUBLIC_ADMIN_ENDPOINTS,
  type TAccessArea,
  type TEndpointDefinition,
} from '@newsroom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error';
import { normalisedPath } from '../lib/request-path';

export const ADMIN_PREFIX = '/api/admin';

/** A route pattern (or normalised path) at /api/admin and below, not /api/administrators. */
export function isAdminPath(path: string): boolean {
  return path === ADMIN_PREFIX || path.startsWith(`${ADMIN_PREFIX}/`);
}

/** The OpenAPI document and its viewer (`/api/docs`, `/api/docs/json`, its static files). */
export function isDocsPath(path: string): boolean {
  return path === '/api/docs' || path.startsWith('/api/docs/');
}

export function endpointKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

export type TRouteEntry = {
  method: string;
  url: string;
  schema?: Record<string, unknown>;
  /** The contract definition it was registered from (`defineRoute`). */
  endpoint?: TEndpointDefinition;
};

/** What the policy says about one /api/admin route: its area, or that it is called signed out. */
function accessOf(methods: string[], url: string): { access?: TAccessArea; signedOut?: true } {
  const decisions = new Set<string>();
  let result: { access?: TAccessArea; signedOut?: true } = {};
  for (const method of methods) {
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    const key = endpointKey(method, url);
    if (PUBLIC_ADMIN_ENDPOINTS.includes(key)) {
      result = { signedOut: true };
      decisions.add('signedOut');
      continue;
    }
    const area = ENDPOINT_ACCESS[key];
    if (!area) {
      throw new Error(
        `${key} has no entry in ENDPOINT_ACCESS (packages/contract/src/access/endpoints)`,
      );
    }
    result = { access: area };
    decisions.add(area);
  }
  // One route object carries one config: its methods must agree on who may call it.
  if (decisions.size > 1) throw new Error(`${url}: its methods need one access area each route`);
  return result;
}

/** Who is calling, in the policy's terms; null when signed out. */
function subjectOf(request: FastifyRequest) {
  const user = request.currentUser;
  return user ? { user_role: user.userRole, admin_group: user.adminGroup } : null;
}

/**
 * SPEC §6 enforced on the server. Access is decided by the route the router matched, never by
 * the URL's text: the router decodes the path (`/api/%61dmin/...` reaches the same handler as
 * `/api/admin/...`), so a prefix test on the raw URL once let every encoded spelling through.
 * At start each /api/admin route gets its area (or `signedOut`) in its route config, and a route
 * without one stops the server; a request is then checked against `routeOptions.config` alone:
 * 401 without a session, 403 for a non-admin, a group the area does not allow, or an /api/admin
 * route that somehow carries no area. Requests no route matched are judged by their decoded,
 * normalised path, so an admin path in any spelling answers 401 to a stranger, not a 404 that
 * tells which paths exist. The check runs before body validation, so a refused caller learns
 * nothing about the call. In production the API docs are for signed-in admins only: they map
 * every operation an attacker could try.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  // Every route with its schema, for the persona walk and the bad-input tests.
  const catalog: TRouteEntry[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      catalog.push({
        method,
        url: route.url,
        schema: route.schema as Record<string, unknown> | undefined,
        endpoint: route.config?.endpoint,
      });
    }
    // A route defined with its access already in its config keeps it.
    if (route.config?.access || route.config?.signedOut) return;
    if (!isAdminPath(route.url)) return;
    route.config = { ...route.config, ...accessOf(methods, route.url) };
  });

  const docsForAdminsOnly = app.config.production;
  app.addHook('onRequest', (request, _reply, done) => {
    const { url: pattern, config } = request.routeOptions;
    const subject = subjectOf(request);
    if (pattern === undefined) {
      // No route matched: the 404 that follows is for admins only when the path is an admin one.
      if (!isAdminPath(normalisedPath(request.url))) return done();
      if (!subject) return done(unauthorized());
      return done(isAdmin(subject) ? undefined : forbidden());
    }
    if (docsForAdminsOnly && isDocsPath(pattern)) {
      if (!subject) return done(unauthorized());
      return done(isAdmin(subject) ? undefined : forbidden());
    }
    if (config.signedOut || config.access === 'public') return done();
    if (!config.access && !isAdminPath(pattern)) return done();
    if (!subject) return done(unauthorized());
    if (config.access === 'signed_in') {
      return done(isAdminPath(pattern) && !isAdmin(subject) ? forbidden() : undefined);
    }
    if (!config.access || !canAccess(subject, config.access)) return done(forbidden());
    done();
  });
});
