import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../api/client';
import { errorMessage } from '../api/error-message';
import { pushNotification } from '../notifications/notify';
import { showServerFieldErrors } from './server-field-errors';
import { useSubmitOnce } from './use-submit-once';

type TFeedback<TForm extends FieldValues> = {
  /** The fields a 422 may name, under `prefix` (`region.` for `region.name`). */
  fields: readonly Path<TForm>[];
  prefix: string;
  /** Runs after a success and after a 409 (a list behind the form then shows their version). */
  onDone: () => void;
};

/**
 * Saves a form over a record shown in a list: the server's 422 goes next to its field, a 409 says
 * someone saved first, anything else is a toast. Answers whether it saved.
 */
export async function saveForm<TForm extends FieldValues>(
  save: () => Promise<unknown>,
  options: TFeedback<TForm> & {
    saved: string;
    setError: UseFormSetError<TForm>;
    /** The words for a 409 where the record's own are clearer than "Someone else saved this first". */
    stale?: { title: string; message: string };
  },
): Promise<boolean> {
  try {
    await save();
    pushNotification({ type: 'success', title: options.saved });
    options.onDone();
    return true;
  } catch (error) {
    if (showServerFieldErrors(error, options.setError, options.fields, options.prefix))
      return false;
    const stale = error instanceof ApiRequestError && error.status === 409;
    const words = options.stale ?? {
      title: 'Someone else saved this first',
      message: 'The list now shows their version; make your change again.',
    };
    pushNotification(
      stale
        ? { type: 'error', ...words }
        : { type: 'error', title: 'Not saved', message: errorMessage(error) },
    );
    if (stale) options.onDone();
    return false;
  }
}

/**
 * The submit of a form in a dialog or beside a list: checks the form (its resolver), saves with
 * `saveForm`'s feedback, one submit at a time.
 */
export function useSaveForm<TForm extends FieldValues>(
  form: UseFormReturn<TForm>,
  options: TFeedback<TForm> & {
    save: (values: TForm) => Promise<unknown>;
    /** The toast on success: "Transcoder “HD” saved". */
    saved: (values: TForm) => string;
  },
) {
  return useSubmitOnce(() =>
    form.handleSubmit((values) =>
      saveForm(() => options.save(values), {
        ...options,
        saved: options.saved(values),
        setError: form.setError,
      }),
    )(),
  );
}

/**
 * `useSaveForm` for a form in a `FormModal`: the props to spread on it (unsaved edits, Save's
 * progress, submit, and closing, which is also what a save ends with).
 */
export function useSaveFormModal<TForm extends FieldValues>(
  form: UseFormReturn<TForm>,
  options: Parameters<typeof useSaveForm<TForm>>[1],
) {
  const { busy, submit } = useSaveForm(form, options);
  return { dirty: form.formState.isDirty, busy, onSubmit: submit, onClose: options.onDone };
}

/** What a save of a listed record sends: a new one's fields, or an edit with the version listed. */
export const createOrChange = <TFields extends object>(
  listed: { id: number; version: number } | null,
  fields: TFields,
) => (listed ? { id: listed.id, change: { ...fields, version: listed.version } } : fields);
