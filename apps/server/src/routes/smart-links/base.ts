import type { FastifyRequest } from 'fastify';

/** Where links are shared from: SMART_LINK_BASE_URL, else PUBLIC_URL, else this request's own host. */
export function linkBaseOf(request: FastifyRequest): string {
  const { config } = request.server;
  return config.SMART_LINK_BASE_URL ?? config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
}
