import { ApiRequestError } from '../api/client';
import { notifySomethingWentWrong } from '../notifications/notify';

/**
 * A query's or mutation's `meta`. `ownErrors` opts out of the shared toast for failures the
 * screen explains itself: `true` for all, or the statuses it handles (e.g. `[409, 422]` for a
 * version conflict and field errors; any other failure still gets the toast).
 */
export type TFailureMeta = { ownErrors?: true | readonly number[] };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: TFailureMeta;
    mutationMeta: TFailureMeta;
  }
}

/** A mutation whose screen explains every failure itself (forms with their own error alert). */
export const OWN_ERRORS = { ownErrors: true } as const satisfies TFailureMeta;

/** SPEC §8: code 20, an aborted request, is no failure worth a word. */
export function isAbort(error: unknown): boolean {
  return (
    (error instanceof DOMException && (error.name === 'AbortError' || error.code === 20)) ||
    (error instanceof Error && error.name === 'CancelledError')
  );
}

function handledByScreen(error: unknown, meta: TFailureMeta | undefined): boolean {
  const own = meta?.ownErrors;
  if (own === true) return true;
  return Boolean(own && error instanceof ApiRequestError && own.includes(error.status));
}

/**
 * SPEC §8: a failed load shows the 'Something went wrong' toast, once per failure, raised here
 * by the query and mutation caches for every screen. Not for an abort, nor for a 401 (the
 * session handling sends the user to sign in), nor what the screen handles itself.
 */
export function toastFailure(error: unknown, meta: TFailureMeta | undefined) {
  if (isAbort(error) || handledByScreen(error, meta)) return;
  if (error instanceof ApiRequestError && error.status === 401) return;
  notifySomethingWentWrong();
}

/** A failed load: as above, except a 404, which QueryState shows as "Not found". */
export function toastLoadFailure(error: unknown, meta: TFailureMeta | undefined) {
  if (error instanceof ApiRequestError && error.status === 404) return;
  toastFailure(error, meta);
}
