import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../api/client';

/**
 * Puts a 422's field errors next to their fields (`banner.target_url` → `target_url`).
 * True when every error found its field, so the caller needs no toast.
 */
export function showServerFieldErrors<TForm extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TForm>,
  fields: readonly Path<TForm>[],
  prefix = '',
): boolean {
  if (!(error instanceof ApiRequestError) || error.status !== 422) return false;
  let all = error.errors.length > 0;
  for (const item of error.errors) {
    const path = item.field ?? '';
    const field = (
      prefix && path.startsWith(prefix) ? path.slice(prefix.length) : path
    ) as Path<TForm>;
    if (fields.includes(field))
      setError(field, { type: 'server', message: item.message ?? item.code });
    else all = false;
  }
  return all;
}
