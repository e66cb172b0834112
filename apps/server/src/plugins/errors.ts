import { ERROR_MESSAGES, type TApiError } from '@newsroom/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sqlStateOf } from '../db/transaction';
import { HttpError } from '../lib/http-error';

export function sendErrors(reply: FastifyReply, status: number, errors: TApiError[]) {
  return reply.status(status).send({ errors });
}

/** "/user/email" -> "user.email"; unknown keys name the key itself. */
function fieldOf(instancePath: string, params: Record<string, unknown> | undefined): string {
  const base = instancePath.split('/').filter(Boolean);
  const keys = params?.keys;
  if (Array.isArray(keys) && keys.length > 0) base.push(String(keys[0]));
  return base.join('.');
}

/** Parser and framework errors that are the caller's fault, mapped to our codes. */
const CLIENT_ERRORS: Record<string, { status: number; code: TApiError['code'] }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'invalid_json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'payload_too_large' },
};

/**
 * PostgreSQL refusing a value (class 22 "data exception": a number out of range, text it cannot
 * store such as NUL, a date out of its range; 54000: a value too long for an index). The schemas
 * in the contract bound every input so that none gets this far; this is the net behind them.
 */
export const REFUSED_BY_DATABASE =
  'A value is out of range or holds characters that cannot be stored.';

const isRefusedValue = (sqlState: string | undefined) =>
  sqlState !== undefined && (sqlState.startsWith('22') || sqlState === '54000');

/**
 * The router's own refusals, before any route or hook runs: a path that is not valid
 * percent-encoded UTF-8 (a lone surrogate, a cut sequence) and a path part longer than any
 * route takes. Given to Fastify as `frameworkErrors`.
 */
export function routerErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return sendErrors(reply, status, [{ code: 'invalid', message: 'The address is not valid.' }]);
}

/**
 * Every failure answers `{"errors":[{code, field?, message?}]}`: 422 for
 * validation, 4xx for other bad input, 500 `internal` (no stack) for the rest.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        code: 'invalid',
        field: fieldOf(issue.instancePath, issue.params as Record<string, unknown>),
        message: issue.message,
      }));
      return sendErrors(reply, 422, errors);
    }
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return sendErrors(reply, error.statusCode, [
        {
          code: error.code,
          ...(error.field ? { field: error.field } : {}),
          message: error.message === error.code ? ERROR_MESSAGES[error.code] : error.message,
        },
      ]);
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return sendErrors(reply, known.status, [
        { code: known.code, message: ERROR_MESSAGES[known.code as keyof typeof ERROR_MESSAGES] },
      ]);
    }
    if (
      error instanceof SyntaxError ||
      (error.statusCode === 400 && error.code?.startsWith('FST_ERR_CTP'))
    ) {
      return sendErrors(reply, 400, [
        { code: 'invalid_json', message: ERROR_MESSAGES.invalid_json },
      ]);
    }
    if (error.statusCode === 429) {
      return sendErrors(reply, 429, [
        { code: 'rate_limited', message: ERROR_MESSAGES.rate_limited },
      ]);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendErrors(reply, error.statusCode, [{ code: 'invalid', message: error.message }]);
    }
    if (isRefusedValue(sqlStateOf(error))) {
      // Worth a look: a schema let through a value the database refuses.
      request.log.warn({ err: error }, 'value refused by the database');
      return sendErrors(reply, 422, [{ code: 'invalid', message: REFUSED_BY_DATABASE }]);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendErrors(reply, 500, [{ code: 'internal', message: ERROR_MESSAGES.internal }]);
  });

  app.setNotFoundHandler((_request, reply) =>
    sendErrors(reply, 404, [{ code: 'not_found', message: ERROR_MESSAGES.not_found }]),
  );
});
