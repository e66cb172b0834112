import type { TErrorCode } from '@newsroom/contract';

/**
 * An error that becomes a 4xx answer `{"errors":[{code, field?, message?}]}`.
 * Services throw it; the error plugin presents it.
 */
export class HttpError extends Error {
  /** Extra answer headers, e.g. Retry-After on 429. */
  headers: Record<string, string> = {};

  constructor(
    readonly statusCode: number,
    readonly code: TErrorCode,
    readonly field?: string,
    message?: string,
  ) {
    super(message ?? code);
  }
}

export const notFound = () => new HttpError(404, 'not_found');
export const unauthorized = () => new HttpError(401, 'unauthorized');
export const forbidden = () => new HttpError(403, 'forbidden');
export const conflict = () => new HttpError(409, 'conflict');
