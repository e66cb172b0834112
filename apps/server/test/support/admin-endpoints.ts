import { PUBLIC_ADMIN_ENDPOINTS } from '@newsroom/contract';
import type { FastifyInstance } from 'fastify';
import { isAdminPath } from '../../src/plugins/access';

/** Every /api/admin endpoint the app registered, read from the app itself so new ones are walked too. */
export function adminEndpoints(app: FastifyInstance) {
  return app.routeCatalog.filter(
    (route) =>
      isAdminPath(route.url) && !PUBLIC_ADMIN_ENDPOINTS.includes(`${route.method} ${route.url}`),
  );
}

/** Path parameters filled with values that parse; the record need not exist. */
export const concrete = (url: string) =>
  url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => (/id$/i.test(name) ? '1' : 'x'));
