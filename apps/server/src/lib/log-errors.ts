import { stdSerializers } from 'pino';

type TDbErrorFields = {
  code: string;
  message?: unknown;
  query?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
  cause?: unknown;
};

/** The innermost error of a cause chain that carries a SQLSTATE: the database's own answer. */
function databaseCause(error: unknown): TDbErrorFields | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as TDbErrorFields;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Drizzle's wrapper: the statement text (placeholders only) lives in `query`. */
function statementOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const query = (current as { query?: unknown }).query;
    if (typeof query === 'string') return query;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Only the call sites: the first lines of a stack repeat the message, parameters included. */
const frames = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => line.startsWith('    at '))
        .join('\n')
    : '';

/**
 * The log form of an error. A failed statement is logged with its SQLSTATE, its text and the
 * names of what it touched, never with its parameters: drizzle puts them into its message,
 * PostgreSQL quotes values in messages of data errors (class 22) and in `detail` ("Key
 * (email)=(…)") and `where` ("portal parameter $1 = '…'"), and a parameter may be a password.
 */
export function serializeError(error: unknown) {
  const cause = databaseCause(error);
  if (!cause) return stdSerializers.err(error as Error);
  const code = cause.code;
  const message = typeof cause.message === 'string' ? cause.message : '';
  return {
    type: (error as Error).constructor?.name ?? 'Error',
    code,
    // Data errors quote the offending value; other classes quote only names of tables and constraints.
    message: code.startsWith('22') ? message.replace(/"[^"]*"/g, '"[redacted]"') : message,
    query: statementOf(error),
    table: cause.table,
    column: cause.column,
    constraint: cause.constraint,
    routine: cause.routine,
    stack: frames((error as Error).stack) ?? '',
  };
}
