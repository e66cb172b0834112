import { isSignedOutAllowedPath, ROUTER_BASE_PATH } from '@newsroom/contract';
import { isAuthorized } from './auth-state';
import { reportError } from './error-reporting';
import { dropReusedGets, sharedGet, type TApiResponse } from './get-reuse';
import { endAttempt, idempotencyKeyFor, oneOffIdempotencyKey } from './idempotency-keys';
import { type TSearchParams, toQueryString } from './query-string';
import { serverAnswerOf } from './server-answers';

export type { TApiResponse } from './get-reuse';

export const API_HOST: string = (import.meta.env.VITE_API_HOST as string | undefined) ?? '';

export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: TSearchParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Skip the 10 s GET reuse (a screen that must show the latest). */
  fresh?: boolean;
};

const isAbsolute = (endpoint: string) => /^https?:\/\//i.test(endpoint);

function onSignInPage() {
  return (
    typeof window !== 'undefined' &&
    window.location.pathname.startsWith(`${ROUTER_BASE_PATH}/signin`)
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** SPEC §8: `'{status}, Error {codes}'`, the codes of the errors array or the body itself. */
export function describeFailure(status: number, body: unknown): string {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (Array.isArray(errors)) {
    const codes = errors.map((error) => (error as { code?: string })?.code ?? 'unknown').join(',');
    return `${status}, Error ${codes}`;
  }
  const text =
    body === null || body === undefined || body === ''
      ? 'unknown'
      : typeof body === 'string'
        ? body
        : JSON.stringify(body);
  return `${status}, Error ${text}`;
}

const hasCode = (body: unknown, code: string) =>
  Array.isArray((body as { errors?: unknown } | null)?.errors) &&
  (body as { errors: { code?: string }[] }).errors.some((error) => error?.code === code);

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

async function send<T>(url: string, options: TRequestOptions): Promise<TApiResponse<T>> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (
      typeof options.body === 'string' ||
      options.body instanceof FormData ||
      options.body instanceof Blob
    ) {
      body = options.body;
    } else {
      headers['Content-Type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
  }
  // Every POST carries a key: the server answers a create sent twice with the first answer,
  // so the one retry after a network failure (the answer lost on the way) creates one thing,
  // and so does the user's re-submit of the unchanged form (idempotency-keys.ts).
  const textBody = typeof body === 'string' ? body : undefined;
  const keyed =
    method === 'POST' &&
    !headers['Idempotency-Key'] &&
    (body === undefined || textBody !== undefined);
  if (method === 'POST') {
    headers['Idempotency-Key'] ??= keyed
      ? idempotencyKeyFor(url, textBody)
      : oneOffIdempotencyKey();
  }
  const attempt = () =>
    fetch(url, { method, headers, body, credentials: 'include', signal: options.signal });
  let response: Response;
  try {
    response = await attempt().catch((error: unknown) => {
      if (method !== 'POST' || isAbort(error) || body instanceof FormData) throw error;
      return attempt();
    });
  } catch (error) {
    if (!isAbort(error)) {
      reportError(`Network error: ${method} ${url}`, { error: String(error) });
    }
    throw error;
  }
  const data = (await readBody(response)) as T;
  // An answer ends the attempt, except one that does not say the create did not happen: a 5xx
  // (a gateway may time out while the server still creates) or the first request still running.
  const settled =
    response.status < 500 && !(response.status === 409 && hasCode(data, 'request_in_progress'));
  if (keyed && settled) {
    endAttempt(url, textBody);
  }
  if (!response.ok) reportError(describeFailure(response.status, data), { method, url });
  return { ok: response.ok, status: response.status, data };
}

/**
 * The one way the web app talks to the server (SPEC §7 "Client behaviour"):
 * host prefix, credentials, bracket-array queries, JSON or text bodies, GET
 * reuse for 10 s, and a local 401 while signed out except for the allowed calls.
 * A failed answer is reported and still returned.
 */
export function apiRequest<T = unknown>(
  endpoint: string,
  options: TRequestOptions = {},
): Promise<TApiResponse<T>> {
  const path = endpoint.split('?')[0] ?? endpoint;
  const url = `${isAbsolute(endpoint) ? '' : API_HOST}${endpoint}${toQueryString(options.params)}`;
  const method = options.method ?? 'GET';
  const rendered = method === 'GET' ? serverAnswerOf<T>(url) : undefined;
  if (rendered) return rendered;
  if (
    !isAbsolute(endpoint) &&
    (!isAuthorized() || onSignInPage()) &&
    !isSignedOutAllowedPath(path)
  ) {
    return Promise.resolve({ ok: false, status: 401, data: { message: 'Unauthorized' } as T });
  }
  if (method !== 'GET') {
    dropReusedGets(path);
    return send<T>(url, options);
  }
  // Every GET goes through the 10 s reuse; the caller's signal ends only its own wait.
  return sharedGet<T>(url, (signal) => send<T>(url, { ...options, signal }), options);
}

/** A failed call as an error, for data hooks: the status and the typed error list. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: { code: string; field?: string; message?: string }[],
  ) {
    super(describeFailure(status, { errors }));
  }

  get code() {
    return this.errors[0]?.code ?? 'unknown';
  }
}

/** `apiRequest` for data hooks: the data when ok, an ApiRequestError otherwise. */
export async function apiJson<T>(endpoint: string, options: TRequestOptions = {}): Promise<T> {
  const response = await apiRequest<T>(endpoint, options);
  if (response.ok) return response.data;
  const body = response.data as { errors?: ApiRequestError['errors']; message?: string } | null;
  const errors = Array.isArray(body?.errors)
    ? body.errors
    : [{ code: response.status === 401 ? 'unauthorized' : 'unknown', message: body?.message }];
  throw new ApiRequestError(response.status, errors);
}
