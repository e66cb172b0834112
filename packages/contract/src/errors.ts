/** Typed error codes every API error carries; the web client matches on them. */
export const ERROR_CODES = [
  'invalid',
  'invalid_json',
  'unsupported_media_type',
  'invalid_credentials',
  'verification_required',
  'invalid_token',
  'unauthorized',
  'forbidden',
  'csrf_rejected',
  'not_found',
  'conflict',
  'write_conflict',
  'count_mismatch',
  'taken',
  'rate_limited',
  'payload_too_large',
  'alert_overlap',
  'in_use',
  'request_in_progress',
  'idempotency_key_reused',
  'undo_expired',
  'internal',
] as const;

export type TErrorCode = (typeof ERROR_CODES)[number];

export type TApiError = { code: TErrorCode | string; field?: string; message?: string };

export const ERROR_MESSAGES: Record<TErrorCode, string> = {
  invalid: 'Some fields are not valid.',
  invalid_json: 'The request body is not valid JSON.',
  unsupported_media_type: 'Only JSON requests are accepted.',
  invalid_credentials: 'The e-mail or password is not correct.',
  verification_required: 'Enter the code we sent to your e-mail.',
  invalid_token: 'This code or link is not valid or has expired.',
  unauthorized: 'Please sign in.',
  forbidden: 'Your admin group may not do this.',
  csrf_rejected: 'The request came from an unknown origin.',
  not_found: 'Not found.',
  conflict: 'Someone else changed this in the meantime.',
  write_conflict: 'Someone else was changing the same records at that moment. Please try again.',
  count_mismatch: 'The selection changed since you made it.',
  taken: 'This name is already taken.',
  rate_limited: 'Too many attempts. Please wait a moment and try again.',
  payload_too_large: 'The request is too large.',
  alert_overlap: 'Another alert of this type is live in this locale at the same time.',
  in_use: 'This is still in use.',
  request_in_progress: 'The same request is still being handled. Please wait a moment.',
  idempotency_key_reused: 'This Idempotency-Key was already used for another request.',
  undo_expired: 'This change can no longer be undone.',
  internal: 'Something went wrong.',
};
