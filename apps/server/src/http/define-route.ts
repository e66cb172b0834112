import {
  ENDPOINT_NAMES,
  type TEndpointDefinition,
  type TEndpointRequest,
  ZErrorResponse,
} from '@newsroom/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { runIdempotent } from './idempotency';

/** The request a handler receives: params, query and body as the definition's schemas parse them. */
export type TRouteRequest<E extends TEndpointDefinition> = FastifyRequest<{
  Params: TEndpointRequest<E>['params'];
  Querystring: TEndpointRequest<E>['query'];
  Body: TEndpointRequest<E>['body'];
}>;

/** What a handler returns: the success body (checked by the response schema), or the reply it sent. */
export type TRouteResult<E extends TEndpointDefinition> =
  | (E['status'] extends 204
      ? null
      : E['response'] extends z.ZodType
        ? z.input<E['response']>
        : never)
  | FastifyReply;

export type TRouteHandler<E extends TEndpointDefinition> = (
  request: TRouteRequest<E>,
  reply: FastifyReply,
) => Promise<TRouteResult<E>>;

/** Route options beyond what the definition gives, for the rare route that needs one. */
export type TRouteExtras = Pick<RouteOptions, 'serializerCompiler' | 'bodyLimit'>;

/** The error statuses a call can answer: those its definition names plus what access and inputs imply. */
function errorStatuses(endpoint: TEndpointDefinition): number[] {
  const statuses = new Set(endpoint.errors ?? []);
  if (endpoint.access !== 'public') statuses.add(401);
  if (endpoint.access !== 'public' && endpoint.access !== 'signed_in') statuses.add(403);
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.multipart) statuses.add(422);
  if (endpoint.body) statuses.add(400);
  return [...statuses].sort((a, b) => a - b);
}

/** The Fastify schema (validation, serialisation and the OpenAPI operation) of a definition. */
export function routeSchema(endpoint: TEndpointDefinition) {
  const response: Record<number, unknown> = {};
  if (endpoint.response) {
    response[endpoint.status ?? 200] = endpoint.produces
      ? { content: { [endpoint.produces]: { schema: endpoint.response } } }
      : endpoint.response;
  }
  for (const status of errorStatuses(endpoint)) response[status] = ZErrorResponse;
  return {
    operationId: ENDPOINT_NAMES.get(endpoint),
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    response,
  };
}

/**
 * Registers one endpoint definition (packages/contract/src/endpoints) with its handler: method,
 * path, schemas, the success status, and the access area in the route's config, from which the
 * access plugin decides. No route passes a path of its own.
 */
export function defineRoute<E extends TEndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: TRouteHandler<E>,
  extras: TRouteExtras = {},
) {
  if (!ENDPOINT_NAMES.has(endpoint)) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} is not in ALL_ENDPOINTS (packages/contract/src/endpoints/all-endpoints.ts)`,
    );
  }
  const status = endpoint.status ?? 200;
  // Every create takes an Idempotency-Key: a retried request creates one thing.
  const creates = endpoint.method === 'POST' && status === 201;
  app.route({
    ...extras,
    method: endpoint.head ? [endpoint.method, 'HEAD'] : endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint),
    config: { access: endpoint.access, endpoint },
    handler: async (request, reply) => {
      const run = () => handler(request as TRouteRequest<E>, reply);
      if (creates) return runIdempotent(app, request, reply, status, run);
      const result = await run();
      if (result === reply) return reply;
      if (reply.statusCode === 200) reply.code(status);
      return result;
    },
  });
}
