import { ALL_ENDPOINTS, endpointKeyOf } from '../endpoints/all-endpoints';
import type { TAccessArea } from './policy';

const ADMIN_PREFIX = '/api/admin/';
const isAdmin = (path: string) => path.startsWith(ADMIN_PREFIX);
const guarded = ALL_ENDPOINTS.filter(
  (endpoint) =>
    isAdmin(endpoint.path) && endpoint.access !== 'public' && endpoint.access !== 'signed_in',
);

/**
 * Every /api/admin endpoint, as `METHOD /path/:param` exactly as the server registers it, and
 * the area whose allow list may call it: derived from the endpoint definitions
 * (packages/contract/src/endpoints). The server refuses to start with an /api/admin route that
 * was not registered from a definition, so no endpoint is ever unguarded.
 */
export const ENDPOINT_ACCESS: Readonly<Record<string, TAccessArea>> = Object.fromEntries(
  guarded.map((endpoint) => [endpointKeyOf(endpoint), endpoint.access as TAccessArea]),
);

/**
 * /api/admin endpoints called before a session exists: the e-mailed sign-in code
 * is verified here (SPEC §7 Auth), so no group can be checked yet.
 */
export const PUBLIC_ADMIN_ENDPOINTS: readonly string[] = ALL_ENDPOINTS.filter(
  (endpoint) => isAdmin(endpoint.path) && endpoint.access === 'public',
).map(endpointKeyOf);
