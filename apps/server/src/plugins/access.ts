import {
  canAccess,
  ENDPOINT_ACCESS,
  isAdmin,
  PUBLIC_ADMIN_ENDPOINTS,
  type TEndpointDefinition,
} from '@newsroom/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-error';

export const ADMIN_PREFIX = '/api/admin';

/** /api/admin and below, not /api/administrators. */
export function isAdminPath(url: string): boolean {
  return (
    url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`) || url.startsWith(`${ADMIN_PREFIX}?`)
  );
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

/**
 * SPEC §6 enforced on the server: a route under /api/admin without a policy
 * entry stops the server at start; a call is refused 401 without a session
 * and 403 for a non-admin or a group the area does not allow. The check runs
 * before body validation so a refused caller learns nothing about the call.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  // Every route with its schema, for the persona walk and the bad-input tests.
  const catalog: TRouteEntry[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      catalog.push({
        method,
        url: route.url,
        schema: route.schema as Record<string, unknown> | undefined,
        endpoint: route.config?.endpoint,
      });
    }
    if (!isAdminPath(route.url)) return;
    // defineRoute put the definition's access in the config.
    if (route.config?.endpoint) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = endpointKey(method, route.url);
      if (PUBLIC_ADMIN_ENDPOINTS.includes(key)) {
        route.config = { ...route.config, signedOut: true };
        continue;
      }
      const area = ENDPOINT_ACCESS[key];
      if (!area) {
        throw new Error(
          `${key} has no entry in ENDPOINT_ACCESS (packages/contract/src/access/endpoints)`,
        );
      }
      route.config = { ...route.config, access: area };
    }
  });

  app.addHook('onRequest', (request, _reply, done) => {
    const config = request.routeOptions.config;
    if (!isAdminPath(request.url) || config.signedOut || config.access === 'public') return done();
    if (!request.currentUser) return done(unauthorized());
    const user = {
      user_role: request.currentUser.userRole,
      admin_group: request.currentUser.adminGroup,
    };
    if (!isAdmin(user)) return done(forbidden());
    // An unknown admin route falls through to 404 for signed-in admins.
    if (config.access && config.access !== 'signed_in' && !canAccess(user, config.access)) {
      return done(forbidden());
    }
    done();
  });
});
