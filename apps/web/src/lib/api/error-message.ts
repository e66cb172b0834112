import { ERROR_MESSAGES, type TErrorCode } from '@newsroom/contract';
import { ApiRequestError } from './client';

/** A sentence a person can read for any failure: the server's message, else the code's. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const first = error.errors[0];
    if (first?.message && first.code === 'invalid') {
      return first.field ? `${first.field}: ${first.message}` : first.message;
    }
    return ERROR_MESSAGES[first?.code as TErrorCode] ?? first?.message ?? ERROR_MESSAGES.internal;
  }
  return ERROR_MESSAGES.internal;
}
