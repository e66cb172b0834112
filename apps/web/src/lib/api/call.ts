import type {
  TBodyInput,
  TEndpointDefinition,
  TEndpointResponse,
  TPathParamNames,
  TPathParams,
  TQueryInput,
} from '@newsroom/contract';
import { API_HOST, apiJson } from './client';
import type { TSearchParams } from './query-string';
import { toQueryString } from './query-string';

type TInputKey<K extends string, V> = [V] extends [undefined]
  ? { [P in K]?: never }
  : { [P in K]: V };

/** What `call` takes for an endpoint: its path values, query and body, typed by its definition. */
export type TCallInput<E extends TEndpointDefinition> = TInputKey<
  'params',
  [TPathParamNames<E['path']>] extends [never] ? undefined : TPathParams<E['path']>
> &
  Partial<TInputKey<'query', TQueryInput<E['query']>>> &
  TInputKey<'body', TBodyInput<E>> & {
    signal?: AbortSignal;
    /** Skip the 10 s GET reuse (a screen that must show the latest). */
    fresh?: boolean;
    headers?: Record<string, string>;
  };

type TCallArgs<E extends TEndpointDefinition> =
  Record<string, never> extends Omit<TCallInput<E>, 'signal' | 'fresh' | 'headers'>
    ? [input?: TCallInput<E>]
    : [input: TCallInput<E>];

/** The path with its `:name` parts filled in, each value URL-encoded. */
export function pathOf(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === '') throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The one typed way to call the API: the URL from the endpoint's definition and its params,
 * the query in the bracket form, the body as JSON (or the FormData of an upload), a file answer
 * (`produces`) as text, through the
 * API client (host, credentials, GET reuse, local 401, error reports). Resolves to the
 * definition's response type; a failure throws ApiRequestError with the typed error codes.
 */
export function call<E extends TEndpointDefinition>(
  endpoint: E,
  ...[input]: TCallArgs<E>
): Promise<TEndpointResponse<E>> {
  const { params, query, body, signal, fresh, headers } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: TSearchParams;
    body?: unknown;
    signal?: AbortSignal;
    fresh?: boolean;
    headers?: Record<string, string>;
  };
  // A file (CSV) is read as text and must be the latest, never the 10 s reused answer.
  const file = endpoint.produces !== undefined;
  return apiJson<TEndpointResponse<E>>(pathOf(endpoint.path, params), {
    method: endpoint.method,
    params: query,
    body,
    signal,
    fresh: file || fresh,
    headers: file ? { Accept: `${endpoint.produces}, application/json`, ...headers } : headers,
  });
}

/**
 * The absolute address of an endpoint, for what the browser fetches itself (a link, an image, a
 * file download), never for data calls, which go through `call`.
 */
export function urlOf<E extends TEndpointDefinition>(
  endpoint: E,
  input: Pick<TCallInput<E>, 'params' | 'query'>,
): string {
  const { params, query } = input as {
    params?: Record<string, string | number>;
    query?: TSearchParams;
  };
  return `${API_HOST}${pathOf(endpoint.path, params)}${toQueryString(query)}`;
}
