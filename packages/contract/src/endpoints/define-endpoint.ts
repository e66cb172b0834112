// Types only: the web build keeps just method, path and access of each definition (see
// apps/web/build/strip-endpoint-schemas.ts), so nothing here may need zod at run time.
import type { z } from 'zod';
import type { TAccessArea } from '../access/policy';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: an area of the SPEC §6 policy, anyone (`public`), or any signed-in user. */
export type TEndpointAccess = TAccessArea | 'public' | 'signed_in';

/** The statuses a definition may name as its success. */
export type TSuccessStatus = 200 | 201 | 204 | 302;

/**
 * One HTTP endpoint, defined once: the server registers it from this (method, path, schemas,
 * access, OpenAPI), the access policy is derived from it and the web app calls it through it.
 */
export type TEndpointDefinition = {
  method: THttpMethod;
  /** Fastify syntax, exactly as registered: `/api/admin/content/tags/:id`. */
  path: string;
  access: TEndpointAccess;
  /** One line for the API documentation. */
  summary: string;
  /** OpenAPI grouping. */
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success body (JSON unless `produces` says otherwise); absent for a redirect. */
  response?: z.ZodType;
  /** 200 unless given. */
  status?: TSuccessStatus;
  /** Error statuses the call may answer besides those its inputs and access imply. */
  errors?: readonly number[];
  /** A success body that is not JSON (a CSV file); its `response` is then `z.string()`. */
  produces?: 'text/csv' | 'text/calendar' | 'text/html';
  /** The body is a multipart form (a file upload), not JSON; `body` stays unset. */
  multipart?: true;
  /** Also answers HEAD (public links checked by crawlers). */
  head?: true;
};

/**
 * Identity at run time; keeps the literal path, method and schema types for the server's
 * `defineRoute` and the web's `call`.
 */
export function defineEndpoint<const T extends TEndpointDefinition>(definition: T): T {
  return definition;
}

type TOut<S> = S extends z.ZodType ? z.output<S> : undefined;

/** `'/a/:id/b/:locale'` -> `'id' | 'locale'`. */
export type TPathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | TPathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values that fill a path's `:name` parts. */
export type TPathParams<P extends string> = { [K in TPathParamNames<P>]: string | number };

/**
 * What a caller passes as the query: the parsed types (numbers stay numbers), optional where the
 * schema has a default or accepts nothing.
 */
export type TQueryInput<S> = S extends z.ZodType
  ? { [K in keyof z.input<S>]: K extends keyof z.output<S> ? z.output<S>[K] : z.input<S>[K] }
  : undefined;

/** The body a caller sends. */
export type TBodyInput<E extends TEndpointDefinition> = E['multipart'] extends true
  ? FormData
  : E['body'] extends z.ZodType
    ? z.input<E['body']>
    : undefined;

/** The success answer as the caller reads it (text for a CSV, null for 204). */
export type TEndpointResponse<E extends TEndpointDefinition> = E['status'] extends 204
  ? null
  : TOut<E['response']>;

/** The parsed inputs a server handler receives. */
export type TEndpointRequest<E extends TEndpointDefinition> = {
  params: TOut<E['params']>;
  query: TOut<E['query']>;
  body: TOut<E['body']>;
};
