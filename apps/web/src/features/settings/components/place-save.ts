import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api/client';
import { errorMessage } from '../../../lib/api/error-message';
import { showServerFieldErrors } from '../../../lib/forms/server-field-errors';
import { pushNotification } from '../../../lib/notifications/notify';

/** Drops empty names (that locale then shows the main name). */
export const filledNames = (names: Record<string, string>) =>
  Object.fromEntries(Object.entries(names).filter(([, name]) => name.trim()));

/**
 * Saves a place form: the server's 422 goes next to its field, a 409 says someone saved first
 * (the list then shows their version), anything else is a toast; the form closes on success.
 */
export async function savePlace<TForm extends FieldValues>(
  save: () => Promise<unknown>,
  options: {
    what: string;
    setError: UseFormSetError<TForm>;
    fields: readonly Path<TForm>[];
    prefix: string;
    onDone: () => void;
  },
) {
  try {
    await save();
    pushNotification({ type: 'success', title: `${options.what} saved` });
    options.onDone();
  } catch (error) {
    if (showServerFieldErrors(error, options.setError, options.fields, options.prefix)) return;
    const stale = error instanceof ApiRequestError && error.status === 409;
    pushNotification({
      type: 'error',
      title: stale ? 'Someone else saved this first' : 'Not saved',
      message: stale
        ? 'The list now shows their version; make your change again.'
        : errorMessage(error),
    });
    if (stale) options.onDone();
  }
}
