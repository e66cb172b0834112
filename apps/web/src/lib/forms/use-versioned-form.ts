import { useEffect } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { ApiRequestError } from '../api/client';
import { errorMessage } from '../api/error-message';
import { pushNotification } from '../notifications/notify';
import { showServerFieldErrors } from './server-field-errors';
import { useSubmitOnce } from './use-submit-once';
import { useUnsavedChanges } from './use-unsaved-changes';

type TVersioned = { version: number };

export type TVersionedFormOptions<
  TRecord extends TVersioned,
  TForm extends FieldValues,
  TChange,
> = {
  /** The record as the server last answered it; a newer version starts the form afresh. */
  record: TRecord;
  initial: (record: TRecord) => TForm;
  changeOf: (values: TForm, version: number) => TChange;
  save: (change: TChange) => Promise<TRecord>;
  /** The fields a 422 may name, under `prefix` (`settings.` for `settings.brand`). */
  fields: readonly Path<TForm>[];
  prefix: string;
  /** "General settings" → "General settings saved", "Someone else saved the general settings first". */
  what: string;
  /** Checks the form before sending (`contractResolver` with the contract's body schema). */
  resolver?: Resolver<TForm>;
};

/**
 * A form over one versioned record (a settings page): the server's field errors next to their
 * fields, a 409 explained (the query's refetch then brings their version into the form), a warning
 * before unsaved edits are lost, and one submit at a time.
 */
export function useVersionedForm<TRecord extends TVersioned, TForm extends FieldValues, TChange>(
  options: TVersionedFormOptions<TRecord, TForm, TChange>,
) {
  const { record, initial, changeOf, save, fields, prefix, what, resolver } = options;
  const form = useForm<TForm>({
    defaultValues: initial(record) as DefaultValues<TForm>,
    ...(resolver ? { resolver } : {}),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newer version from the server starts the form afresh
  useEffect(() => form.reset(initial(record)), [record.version, form.reset]);

  const { busy, submit } = useSubmitOnce(
    form.handleSubmit(async (values) => {
      try {
        form.reset(initial(await save(changeOf(values, record.version))));
        pushNotification({ type: 'success', title: `${what} saved` });
      } catch (error) {
        if (showServerFieldErrors(error, form.setError, fields, prefix)) return;
        const stale = error instanceof ApiRequestError && error.status === 409;
        pushNotification({
          type: 'error',
          title: stale ? `Someone else saved the ${what.toLowerCase()} first` : 'Not saved',
          message: stale
            ? 'The form now shows their version; make your change again.'
            : errorMessage(error),
        });
      }
    }),
  );
  const { dialog: leaveWarning } = useUnsavedChanges(form.formState.isDirty && !busy);
  const discard = () => form.reset(initial(record));
  return { form, submit, busy, leaveWarning, discard };
}
